/** The message catalogue, English: the second language. Every key of zh-CN.ts, checked by the type. */
import type { MessageKey } from './zh-CN.ts';

export const enUS: Record<MessageKey, string> = {
  'product.title': 'Zhejiang Retired Cadre Service Portal',
  'product.version': '3.6.0',
  'product.copyright': '© 2018-2025',

  'status.000': 'Too many operations: do not repeat the request',
  'status.401': 'You have no permission for this operation',
  'status.403': 'You have no permission for this operation',
  'status.404': 'The resource does not exist',
  'status.417': 'No account is bound: sign in with a password, then bind',
  'status.423': 'The demo environment cannot do this; for details contact {name}',
  'status.426': 'Unknown user name or wrong password',
  'status.428': 'Wrong verification code, please enter it again',
  'status.429': 'Too many requests',
  'status.479': 'Demo environment: no permission for this operation',
  'status.default': 'Unknown system error, please report it to the administrator',

  'session.expired': 'Your sign-in has expired, please sign in again',
  'empty.noUnitAdmin': 'This organisation has no unit administrator',
  'empty.noHealthRecord': 'No health record',
  'empty.noResult': 'The query found nothing',
  'empty.noWorkInfo': 'No work information!',
  'empty.noFamilyInfo': 'No family information yet',
  'empty.noResultForId': 'Nothing found for this id',

  'error.bodyTooLarge': 'The request is too large: at most {limit}',
  'error.malformedJson': 'Malformed request: not valid JSON',
  'error.unsupportedType': 'Unsupported request content type: {type}',
  'error.methodNotAllowed': 'Unsupported request method: {method}',
  'error.notReady': 'The service is starting or stopping, please try again shortly',
  'error.shuttingDown': 'The service is shutting down, please try again shortly',
};
