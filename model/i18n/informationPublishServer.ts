/** Texts of 信息发布's server (issue 23): the refusals and messages of its routes. */
import type { Messages } from './define.ts';

export const informationPublishServer = {
  'informationPublish.notYourNotice': ['该通知未发送给您，不能签收', 'This notice was not sent to you: you cannot sign it'],
  'informationPublish.remindUnpublished': ['通知未发布，不能催办', 'The notice is not published: there is nobody to remind'],
  'informationPublish.remindUnpublishedDocument': ['政策文件未发布，不能催办', 'The policy document is not published: there is nobody to remind'],
  'informationPublish.reminder': ['【催办】{subject}', '[Reminder] {subject}'],
} as const satisfies Messages;
