/**
 * Texts of the crud views that open from a list (docs/crud.md): forms with their editors and uploads, details
 * with their history, the recycle bin, the export, import, saved-view and reason dialogs, the pickers'
 * popovers. Registered with them by crudViewsArea.ts, so that a list page does not download them.
 */
import type { Messages } from './define.ts';

export const crudViews = {
  // Common words.
  'crud.addRelated': ['新增{label}', 'Add: {label}'],
  'crud.ok': ['确定', 'OK'],
  'crud.cancel': ['取消', 'Cancel'],
  'crud.close': ['关闭', 'Close'],
  'crud.blank': ['（空）', '(empty)'],
  'crud.recordMissing': ['该记录不存在，或不在您的管理范围内', 'The record does not exist or is outside your scope'],
  'crud.backToList': ['返回列表', 'Back to the list'],

  // Pickers.
  'crud.search': ['搜索选项', 'Search the options'],
  'crud.searchPlaceholder': ['输入名称搜索', 'Type to search'],
  'crud.noOptions': ['无匹配项', 'Nothing matches'],

  // List: search form, toolbar, table.
  'crud.columnsHelp': ['显示的列', 'Columns shown'],

  // Export.
  'crud.exportTitle': ['导出{label}', 'Export: {label}'],
  'crud.exportRunning': ['正在生成文件，已写入 {rows} 行…', 'Generating the file: {rows} rows written…'],
  'crud.exportProgress': ['导出进度', 'Export progress'],
  'crud.exportDone': ['文件已生成（{rows} 行），已开始下载：{file}。也可在“下载记录”中再次下载。', 'The file is ready ({rows} rows) and downloading: {file}. It is also in your download records.'],
  'crud.exportFailed': ['导出失败，请重新导出', 'The export failed: export again'],
  'crud.exportExpired': ['文件已过期，请重新导出', 'The file has expired: export again'],
  'crud.runInBackground': ['后台运行', 'Keep running in the background'],

  // Import.
  'crud.importTitle': ['导入{label}', 'Import: {label}'],
  'crud.importHelp': ['请先下载导入模板，按模板填写后上传。上传后会逐行校验，确认无误后再导入；有错误的行不会导入。', 'Download the template, fill it in and upload it. Every row is checked first; rows with errors are not imported.'],
  'crud.importTemplate': ['下载导入模板', 'Download the template'],
  'crud.importTemplateFile': ['{label}导入模板.xlsx', '{label} import template.xlsx'],
  'crud.importFile': ['选择填写好的 Excel 文件（.xlsx）', 'The filled-in Excel file (.xlsx)'],
  'crud.importUpload': ['上传并校验', 'Upload and check'],
  'crud.importSummary': ['共 {total} 行：新增 {created} 行，更新 {changed} 行，无变化 {unchanged} 行，错误 {invalid} 行', '{total} rows: {created} new, {changed} changed, {unchanged} unchanged, {invalid} with errors'],
  'crud.importPreview': ['校验结果', 'Check results'],
  'crud.importRowNumber': ['行号', 'Row'],
  'crud.importRowStatus': ['结果', 'Result'],
  'crud.importRowErrors': ['错误说明', 'Errors'],
  'crud.importFirstRows': ['仅显示前 {shown} 行（共 {total} 行）', 'The first {shown} of {total} rows'],
  'crud.importErrorsDownload': ['下载错误数据（{count} 行）', 'Download the rows with errors ({count})'],
  'crud.importAgain': ['重新选择文件', 'Choose another file'],
  'crud.importCommit': ['导入 {count} 条有效数据', 'Import the {count} valid rows'],
  'crud.importCommitting': ['正在导入：{done} / {total}', 'Importing: {done} of {total}'],
  'crud.importProgress': ['导入进度', 'Import progress'],
  'crud.importDone': ['导入完成，共导入 {count} 条', 'Done: {count} rows imported'],
  'crud.importFailed': ['导入失败，未写入任何数据，请重试', 'The import failed and nothing was written: try again'],

  // Saved views.
  'crud.noViews': ['还没有保存的视图', 'No saved views yet'],
  'crud.viewMine': ['个人', 'Mine'],
  'crud.viewShared': ['本单位', 'Shared'],
  'crud.viewManage': ['保存当前视图…', 'Save this view…'],
  'crud.viewName': ['视图名称', 'Name'],
  'crud.viewNameRequired': ['请填写视图名称', 'Give the view a name'],
  'crud.viewScope': ['共享范围', 'Shared with'],
  'crud.viewOnlyMe': ['仅自己', 'Only me'],
  'crud.viewShareOrg': ['本单位共享', 'My organisation'],
  'crud.viewSave': ['保存视图', 'Save the view'],
  'crud.viewSaved': ['视图“{name}”已保存', 'The view "{name}" is saved'],
  'crud.viewDelete': ['删除视图“{name}”', 'Delete the view "{name}"'],
  'crud.viewDeleteConfirm': ['确定删除视图“{name}”吗？', 'Delete the view "{name}"?'],

  // Lifecycle.
  'crud.reason': ['原因', 'Reason'],
  'crud.statusReason': ['原因：{reason}', 'Reason: {reason}'],

  // Form.
  'crud.addTitle': ['新增{label}', 'New: {label}'],
  'crud.editTitle': ['编辑{label}：{title}', 'Edit {label}: {title}'],
  'crud.save': ['保存', 'Save'],
  'crud.saving': ['保存中…', 'Saving…'],
  'crud.saveAndAdd': ['保存并继续新增', 'Save and add another'],
  'crud.saved': ['保存成功', 'Saved'],
  'crud.nothingChanged': ['没有需要保存的修改', 'Nothing has changed'],
  'crud.notEditable': ['当前状态的记录不能修改', 'The record cannot be changed in its current state'],
  'crud.reloadLatest': ['重新加载最新数据', 'Reload the latest data'],
  'crud.reloadDiscards': ['重新加载将放弃您尚未保存的修改，是否继续？', 'Reloading discards your unsaved changes. Continue?'],
  'crud.idCardFacts': ['由身份证号识别：{facts}', 'From the ID number: {facts}'],
  'crud.bold': ['加粗', 'Bold'],
  'crud.italic': ['斜体', 'Italic'],
  'crud.bulletList': ['项目符号列表', 'Bulleted list'],
  'crud.numberedList': ['编号列表', 'Numbered list'],
  'crud.link': ['插入链接', 'Insert a link'],
  'crud.linkAddress': ['链接地址（http:// 或 https:// 开头）', 'Link address (http:// or https://)'],
  'crud.formatting': ['“{label}”格式', 'Formatting of "{label}"'],
  'crud.noImage': ['未上传', 'None'],
  'crud.chooseImage': ['上传图片', 'Upload an image'],
  'crud.replaceImage': ['更换图片', 'Replace the image'],
  'crud.removeImage': ['移除图片', 'Remove the image'],
  'crud.viewImage': ['查看原图：{name}', 'View the full image: {name}'],
  'crud.imageUnavailable': ['图片无法显示', 'The image cannot be shown'],
  'crud.uploading': ['上传中…', 'Uploading…'],
  'crud.uploadingFiles': ['正在上传：{names}', 'Uploading: {names}'],
  'crud.addFiles': ['添加附件', 'Add attachments'],
  'crud.remove': ['移除', 'Remove'],
  'crud.removeFile': ['移除附件“{name}”', 'Remove the attachment "{name}"'],
  'crud.downloadFile': ['下载“{name}”', 'Download "{name}"'],

  // Detail.
  'crud.detailTitle': ['{label}详情：{title}', '{label}: {title}'],
  'crud.print': ['打印', 'Print'],
  'crud.timestamps': ['创建于 {created}，最后修改于 {updated}', 'Created {created}, last changed {updated}'],
  'crud.reveal': ['查看', 'Show'],
  'crud.revealOf': ['查看完整的{label}', 'Show the full {label}'],
  'crud.history': ['操作记录', 'History'],
  'crud.noHistory': ['暂无操作记录', 'No history yet'],
  'crud.changes': ['修改的字段', 'Changed fields'],
  'crud.changedTo': ['改为', 'changed to'],

  // Recycle bin.
  'crud.recycleTitle': ['{label}回收站', '{label}: recycle bin'],
  'crud.retention': ['删除的记录在回收站中保留 {days} 天，之后将被彻底删除。', 'Deleted records stay here for {days} days, then they are purged for good.'],
  'crud.retentionForever': ['删除的记录保留在回收站中，直至被彻底删除。', 'Deleted records stay here until they are purged.'],
  'crud.recycleEmpty': ['回收站是空的', 'The recycle bin is empty'],
  'crud.deletedAt': ['删除时间', 'Deleted'],
  'crud.deletedBy': ['删除人', 'Deleted by'],
  'crud.restore': ['恢复', 'Restore'],
  'crud.restoreOf': ['恢复“{title}”', 'Restore "{title}"'],
  'crud.restored': ['“{title}”已恢复', '"{title}" is restored'],
  'crud.purge': ['彻底删除', 'Purge'],
  'crud.purgeOf': ['彻底删除“{title}”', 'Purge "{title}"'],
  'crud.purgeSelected': ['彻底删除选中（{count}）', 'Purge selected ({count})'],
  'crud.purgeConfirm': ['彻底删除后无法恢复，确定彻底删除“{title}”吗？', 'A purged record cannot be restored. Purge "{title}"?'],
  'crud.purgeManyConfirm': ['彻底删除后无法恢复，确定彻底删除选中的 {count} 条记录吗？', 'Purged records cannot be restored. Purge the {count} selected records?'],
  'crud.purged': ['已彻底删除 {count} 条记录', '{count} record(s) purged'],
} as const satisfies Messages;
