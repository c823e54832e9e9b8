/**
 * Texts of attachments, the export centre, the import pipeline and saved views (docs/engine-files.md): the
 * server's answers, sheets and job errors only (registered by all.ts, downloaded by no screen).
 */
import type { Messages } from './define.ts';

export const engineFiles = {
  // Uploads and downloads.
  'files.notMultipart': ['请以 multipart/form-data 方式上传文件', 'Upload the file as multipart/form-data'],
  'files.noFile': ['请选择要上传的文件', 'Choose a file to upload'],
  'files.tooLarge': ['文件过大，不能超过 {limit}', 'The file is too large: at most {limit}'],
  'files.badUpload': ['上传内容不完整或格式错误，请重新上传', 'The upload is incomplete or malformed: upload it again'],
  'files.empty': ['文件“{name}”是空文件，请重新选择', 'The file "{name}" is empty'],
  'files.typeNotAllowed': [
    '不支持上传“{name}”：只能上传 jpg、png、gif、webp 图片，pdf，Word、Excel、PowerPoint 文档（doc、docx、xls、xlsx、pptx）和 txt 文本',
    'Cannot upload "{name}": only jpg, png, gif and webp images, pdf, Word, Excel and PowerPoint documents (doc, docx, xls, xlsx, pptx) and txt text',
  ],
  'files.contentMismatch': [
    '文件内容与扩展名不符：“{name}”的实际内容是{actual}，请确认文件后重新上传',
    'The content does not match the extension: "{name}" is actually {actual}; check the file and upload it again',
  ],
  'files.encrypted': ['文件设置了打开密码，请去除密码后再上传', 'The file is password-protected: remove the password and upload it again'],
  'files.badThumbnail': [
    '缩略图无效：须为 {limit} 以内、长宽不超过 {px} 像素的 JPEG、PNG 或 WebP 图片',
    'Invalid thumbnail: it must be a JPEG, PNG or WebP image of at most {limit} and {px} pixels a side',
  ],
  'files.thumbnailNotImage': ['只有图片可以附带缩略图', 'Only images can have a thumbnail'],
  'files.notFound': ['文件不存在或无权查看', 'The file does not exist or you may not see it'],
  'files.notImage': ['请上传图片（jpg、png、gif 或 webp）', 'Upload an image (jpg, png, gif or webp)'],
  'files.notUsable': ['附件不存在或无权使用，请重新上传', 'An attachment does not exist or is not yours to use: upload it again'],
  'files.ticketInvalid': ['下载链接无效、已使用或已过期，请重新下载', 'The download link is invalid, used or expired: download again'],
  'files.gone': ['文件已过期或已删除', 'The file has expired or was removed'],
  'files.kind.jpg': ['JPEG 图片', 'a JPEG image'],
  'files.kind.png': ['PNG 图片', 'a PNG image'],
  'files.kind.gif': ['GIF 图片', 'a GIF image'],
  'files.kind.webp': ['WebP 图片', 'a WebP image'],
  'files.kind.pdf': ['PDF 文档', 'a PDF document'],
  'files.kind.docx': ['Word 文档（docx）', 'a Word document (docx)'],
  'files.kind.xlsx': ['Excel 表格（xlsx）', 'an Excel workbook (xlsx)'],
  'files.kind.pptx': ['PowerPoint 演示文稿（pptx）', 'a PowerPoint presentation (pptx)'],
  'files.kind.doc': ['旧版 Word 文档（doc）', 'a legacy Word document (doc)'],
  'files.kind.xls': ['旧版 Excel 表格（xls）', 'a legacy Excel workbook (xls)'],
  'files.kind.txt': ['文本文件', 'a text file'],
  'files.kind.unknown': ['不支持的格式', 'an unsupported format'],

  // The export centre.
  'export.tooMany': ['您已有 {max} 个导出任务正在生成，请等待完成后再导出', 'You already have {max} exports being generated: wait for them to finish'],
  'export.notFound': ['导出记录不存在', 'The export does not exist'],
  'export.notYours': ['只能下载自己导出的文件', 'You can only download your own exports'],
  'export.notReady': ['文件正在生成，请稍后再试', 'The file is still being generated: try again shortly'],
  'export.expired': ['文件已过期，请重新导出', 'The file has expired: export again'],
  'export.failed': ['导出失败，请重新导出', 'The export failed: export again'],
  'export.interrupted': ['导出中断（服务重启），请重新导出', 'The export was interrupted (the service restarted): export again'],
  'export.footer': [
    '本表含未脱敏的敏感信息，仅限工作使用，不得外传。导出人：{name}（{username}），导出时间：{time}',
    'This sheet holds unmasked sensitive data, for official use only. Exported by {name} ({username}) at {time}',
  ],
  'export.createTime': ['创建时间', 'Created'],
  'export.updateTime': ['最后修改时间', 'Last changed'],
  'export.yes': ['是', 'Yes'],
  'export.no': ['否', 'No'],

  // The import pipeline.
  'import.badHeader': [
    '表头与导入模板不一致：第{column}列应为“{expected}”，实际为“{found}”。请下载最新的导入模板，按模板填写后再导入',
    'The header does not match the import template: column {column} should be "{expected}" but is "{found}". Download the latest template and fill it in',
  ],
  'import.extraHeader': [
    '表头与导入模板不一致：第{column}列“{found}”不是模板中的列。请下载最新的导入模板，按模板填写后再导入',
    'The header does not match the import template: column {column} "{found}" is not a template column. Download the latest template and fill it in',
  ],
  'import.emptyHeader': ['（空）', '(empty)'],
  'import.noRows': ['表格中没有可导入的数据，请从模板第3行起逐行填写', 'The sheet has no rows to import: fill them in from row 3 of the template'],
  'import.tooManyRows': ['表格超过 {max} 行数据的上限，请拆分成多个文件分批导入', 'The sheet has more than {max} data rows: split it into several files'],
  'import.merged': ['表格中有合并单元格（{range}），请取消合并后再导入', 'The sheet has merged cells ({range}): unmerge them and import again'],
  'import.formula': ['该单元格是公式，请复制后“选择性粘贴”为数值再导入', 'The cell holds a formula: paste it as a value and import again'],
  'import.duplicateInFile': ['与第{row}行重复（{key}）', 'Duplicates row {row} ({key})'],
  'import.duplicateRow': ['与第{row}行完全相同', 'Identical to row {row}'],
  'import.orgUnknown': ['单位“{value}”不存在或不在您的管理范围内', 'The organisation "{value}" does not exist or is outside your scope'],
  'import.orgAmbiguous': ['单位名称“{value}”有重名，请改填单位编码', 'Several organisations are named "{value}": give its code instead'],
  'import.userUnknown': ['用户“{value}”不存在', 'The user "{value}" does not exist'],
  'import.userAmbiguous': ['用户姓名“{value}”有重名，请改填用户名', 'Several users are named "{value}": give the user name instead'],
  'import.matchesSeveral': ['与多条现有记录匹配（{key}），无法确定要更新哪一条', 'Matches several existing records ({key}): cannot tell which to update'],
  'import.notFound': ['导入记录不存在', 'The import does not exist'],
  'import.notYours': ['只能操作自己上传的导入', 'You can only act on your own imports'],
  'import.notValidated': ['该导入当前状态为“{status}”，不能提交', 'The import is "{status}" and cannot be committed'],
  'import.nothingValid': ['没有可导入的有效数据', 'There are no valid rows to import'],
  'import.noErrors': ['该导入没有错误数据', 'The import has no invalid rows'],
  'import.expired': ['导入文件已过期，请重新上传', 'The import has expired: upload the file again'],
  'import.staleTarget': [
    '第{row}行对应的记录在校验后已被修改或删除，未导入任何数据，请重新上传文件',
    'The record of row {row} was changed or deleted after validation; nothing was imported: upload the file again',
  ],
  'import.rowFailed': ['第{row}行：{message}，未导入任何数据', 'Row {row}: {message}; nothing was imported'],
  'import.interrupted': ['导入中断（服务重启），未写入任何数据，请重新提交', 'The import was interrupted (the service restarted); nothing was written: commit again'],
  'import.failed': ['导入失败，未写入任何数据，请重试', 'The import failed and nothing was written: try again'],
  'import.errorsColumn': ['错误说明', 'Errors'],
  'import.errorsCell': ['第{row}行：{errors}', 'Row {row}: {errors}'],
  'import.exampleMark': ['【示例】', '[Example]'],
  'import.status.uploaded': ['已上传', 'Uploaded'],
  'import.status.validated': ['已校验', 'Validated'],
  'import.status.importing': ['导入中', 'Importing'],
  'import.status.imported': ['已导入', 'Imported'],
  'import.status.failed': ['失败', 'Failed'],

  // Writes of many records at once (an import's commit).
  'batch.duplicate': ['{label}与他人刚刚保存的记录重复，未导入任何数据，请重试', '{label} duplicates a record someone just saved; nothing was imported: try again'],

  // Saved views.
  'savedView.badState': ['视图内容必须是 JSON 对象', 'The view state must be a JSON object'],
  'savedView.unknownResource': ['列表“{name}”不存在', 'There is no list "{name}"'],
  'savedView.ownerOnly': ['只能修改或删除自己创建的视图', 'Only the owner may change or delete a view'],
  'savedView.duplicateName': ['已有同名视图“{name}”', 'A view named "{name}" already exists'],
} as const satisfies Messages;
