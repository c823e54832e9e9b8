/**
 * Texts of the crud views that a list page shows at once: the list, its pickers and the pagination (docs/crud.md).
 * What opens from it (forms, details, the recycle bin, export, import, saved views, reasons) is crudViews.ts.
 */
import type { Messages } from './define.ts';

export const crud = {
  // Common words.
  'crud.yes': ['是', 'Yes'],
  'crud.no': ['否', 'No'],
  'crud.loading': ['加载中…', 'Loading…'],
  'crud.retry': ['重试', 'Retry'],
  'crud.loadFailed': ['加载失败：{message}', 'Loading failed: {message}'],
  'crud.image': ['图片', 'Image'],
  'crud.fileCount': ['{count} 个附件', '{count} attachment(s)'],

  // Pickers.
  'crud.pick': ['请选择', 'Choose'],
  'crud.any': ['全部', 'Any'],
  'crud.clear': ['清除', 'Clear'],

  // List: search form, toolbar, table.
  'crud.searchForm': ['查询条件', 'Filters'],
  'crud.query': ['查询', 'Search'],
  'crud.reset': ['重置', 'Reset'],
  'crud.expand': ['展开', 'More filters'],
  'crud.collapse': ['收起', 'Fewer filters'],
  'crud.containsPlaceholder': ['输入关键字', 'Part of the text'],
  'crud.prefixPlaceholder': ['输入开头的文字', 'The beginning of the text'],
  'crud.rangeFrom': ['{label}起', '{label} from'],
  'crud.rangeTo': ['{label}止', '{label} to'],
  'crud.toolbar': ['操作', 'Actions'],
  'crud.add': ['新增', 'Add'],
  'crud.deleteSelected': ['批量删除（{count}）', 'Delete selected ({count})'],
  'crud.refresh': ['刷新', 'Refresh'],
  'crud.recycleBin': ['回收站', 'Recycle bin'],
  'crud.columns': ['列设置', 'Columns'],
  'crud.resizeColumn': ['调整“{label}”列宽', 'Resize the column "{label}"'],
  'crud.actions': ['操作', 'Actions'],
  'crud.selectPage': ['选择本页全部记录', 'Select every record on this page'],
  'crud.selectRow': ['选择“{title}”', 'Select "{title}"'],
  'crud.detail': ['详情', 'Details'],
  'crud.detailOf': ['查看“{title}”详情', 'Details of "{title}"'],
  'crud.edit': ['编辑', 'Edit'],
  'crud.editOf': ['编辑“{title}”', 'Edit "{title}"'],
  'crud.delete': ['删除', 'Delete'],
  'crud.deleteOf': ['删除“{title}”', 'Delete "{title}"'],
  'crud.deleteConfirm': ['确定删除“{title}”吗？删除后可在回收站中恢复。', 'Delete "{title}"? It can be restored from the recycle bin.'],
  'crud.deleteManyConfirm': ['确定删除选中的 {count} 条记录吗？', 'Delete the {count} selected records?'],
  'crud.deleted': ['已删除 {count} 条记录', '{count} record(s) deleted'],
  'crud.empty': ['暂无数据', 'No records yet'],
  'crud.noMatches': ['没有符合查询条件的记录', 'No records match the filters'],
  'crud.clearFilters': ['清空查询条件', 'Clear the filters'],
  'crud.resultCount': ['共 {total} 条记录', '{total} records'],
  'crud.resultCountEstimated': ['约 {total} 条记录', 'about {total} records'],

  // Pagination (src/ui/pagination.tsx).
  'pagination.label': ['分页', 'Pages'],
  'pagination.total': ['共 {total} 条', '{total} in all'],
  'pagination.totalEstimated': ['约 {total} 条，可翻阅前 {rows} 条', 'about {total} in all, the first {rows} to page through'],
  'pagination.size': ['每页条数', 'Page size'],
  'pagination.perPage': ['{size} 条/页', '{size} / page'],
  'pagination.previous': ['上一页', 'Previous page'],
  'pagination.next': ['下一页', 'Next page'],
  'pagination.page': ['第 {page} 页', 'Page {page}'],
  'pagination.jump': ['跳至', 'Go to'],
  'pagination.pageUnit': ['页', ''],

  // Export.
  'crud.export': ['导出', 'Export'],

  // Import.
  'crud.import': ['导入', 'Import'],
  'crud.importRow.new': ['新增', 'New'],
  'crud.importRow.changed': ['更新', 'Changed'],
  'crud.importRow.unchanged': ['无变化', 'Unchanged'],
  'crud.importRow.invalid': ['错误', 'Invalid'],

  // Saved views.
  'crud.views': ['视图', 'Views'],

  // Lifecycle.
  'crud.transitionConfirm': ['确定要{action}“{title}”吗？', '{action} "{title}"?'],
  'crud.transitionTitle': ['{action}“{title}”', '{action}: "{title}"'],
  'crud.transitionDone': ['已{action}', 'Done: {action}'],
  'crud.reasonRequired': ['请填写原因', 'Please give a reason'],
  'crud.reviewViews': ['审核', 'Review'],
  'crud.allRecords': ['全部', 'All'],
  'crud.reviewQueue': ['待我审核', 'Waiting for my review'],

  // Detail.
  'crud.action.create': ['新增', 'Created'],
  'crud.action.update': ['修改', 'Changed'],
  'crud.action.delete': ['删除', 'Deleted'],
  'crud.action.restore': ['恢复', 'Restored'],
  'crud.action.purge': ['彻底删除', 'Purged'],
  'crud.action.transition': ['状态变更', 'State changed'],
  'crud.action.reveal': ['查看敏感信息', 'Sensitive value shown'],
  'crud.action.export': ['导出', 'Exported'],
  'crud.action.import': ['导入', 'Imported'],

} as const satisfies Messages;
