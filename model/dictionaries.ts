/**
 * The built-in dictionaries (domain.md §2), using the national standard codes so that statistics group
 * by code. Seeded at start when missing; administrators add items and disable them, never delete them.
 * Compact form: 'code:label code:label ...'; a child item is written `parent>code:label`.
 */

/** A dictionary item as GET /lgbsmp/api/v1/dictionary answers it (server/engine/dictionaries.ts). */
export interface DictItem {
  code: string;
  label: string;
  parentCode: string | null;
  sort: number;
  enabled: boolean;
}

export interface DictType {
  code: string;
  name: string;
  items: DictItem[];
}

export interface DictItemSeed {
  code: string;
  label: string;
  parent?: string;
  sort: number;
}

export interface DictTypeSeed {
  code: string;
  name: string;
  items: DictItemSeed[];
}

function items(spec: string): DictItemSeed[] {
  return spec.trim().split(/\s+/).map((token, i) => {
    const [path, label] = token.split(':') as [string, string];
    const [parent, code] = path.includes('>') ? (path.split('>') as [string, string]) : [undefined, path];
    return { code, label, ...(parent ? { parent } : {}), sort: i + 1 };
  });
}

const d = (code: string, name: string, spec: string): DictTypeSeed => ({ code, name, items: items(spec) });

export const DICTIONARIES: readonly DictTypeSeed[] = [
  d('sex', '性别', '0:未知的性别 1:男 2:女 9:未说明的性别'),
  d('nation', '民族', `01:汉族 02:蒙古族 03:回族 04:藏族 05:维吾尔族 06:苗族 07:彝族 08:壮族 09:布依族 10:朝鲜族 11:满族 12:侗族 13:瑶族 14:白族
    15:土家族 16:哈尼族 17:哈萨克族 18:傣族 19:黎族 20:傈僳族 21:佤族 22:畲族 23:高山族 24:拉祜族 25:水族 26:东乡族 27:纳西族 28:景颇族
    29:柯尔克孜族 30:土族 31:达斡尔族 32:仫佬族 33:羌族 34:布朗族 35:撒拉族 36:毛南族 37:仡佬族 38:锡伯族 39:阿昌族 40:普米族 41:塔吉克族
    42:怒族 43:乌孜别克族 44:俄罗斯族 45:鄂温克族 46:德昂族 47:保安族 48:裕固族 49:京族 50:塔塔尔族 51:独龙族 52:鄂伦春族 53:赫哲族
    54:门巴族 55:珞巴族 56:基诺族 97:其他 98:外国血统中国籍人士`),
  d('political_status', '政治面貌', `01:中国共产党党员 02:中国共产党预备党员 03:中国共产主义青年团团员 04:中国国民党革命委员会会员 05:中国民主同盟盟员
    06:中国民主建国会会员 07:中国民主促进会会员 08:中国农工民主党党员 09:中国致公党党员 10:九三学社社员 11:台湾民主自治同盟盟员 12:无党派民主人士 13:群众`),
  d('education', '学历', `10:研究生教育 10>11:博士研究生毕业 10>12:博士研究生结业 10>13:博士研究生肄业 10>14:硕士研究生毕业 10>15:硕士研究生结业
    10>16:硕士研究生肄业 10>17:研究生班毕业 10>18:研究生班结业 10>19:研究生班肄业 20:大学本科教育 20>21:大学本科毕业 20>22:大学本科结业
    20>23:大学本科肄业 20>28:大学普通班毕业 30:大学专科教育 30>31:大学专科毕业 30>32:大学专科结业 30>33:大学专科肄业 40:中等职业教育
    40>41:中等专科毕业 40>42:中等专科结业 40>43:中等专科肄业 40>44:职业高中毕业 40>45:职业高中结业 40>46:职业高中肄业 40>47:技工学校毕业
    40>48:技工学校结业 40>49:技工学校肄业 60:普通高级中学教育 60>61:普通高中毕业 60>62:普通高中结业 60>63:普通高中肄业 70:初级中学教育
    70>71:初中毕业 70>73:初中肄业 80:小学教育 80>81:小学毕业 80>83:小学肄业 90:其他`),
  d('marital_status', '婚姻状况', '10:未婚 20:已婚 20>21:初婚 20>22:再婚 20>23:复婚 30:丧偶 40:离婚 90:未说明的婚姻状况'),
  d('health_status', '健康状况', `10:健康或良好 20:一般或较弱 30:有慢性病 30>31:有心血管病 30>32:有脑血管病 30>33:有慢性呼吸系统病 30>34:有慢性消化系统病
    30>35:有慢性肾炎 30>36:有结核病 30>37:有糖尿病 30>38:有神经或精神疾病 30>41:有癌症 30>49:有其他慢性病 60:残疾 60>61:视力残疾
    60>62:听力残疾 60>63:言语残疾 60>64:肢体残疾 60>65:智力残疾 60>66:精神残疾 60>67:多重残疾 60>69:其他残疾 70:生活不能自理`),
  d('family_relation', '家庭关系', `01:本人 10:配偶 10>11:夫 10>12:妻 20:子 20>21:独生子 20>22:长子 20>23:次子 20>27:养子或继子 20>28:女婿 30:女
    30>31:独生女 30>32:长女 30>33:次女 30>37:养女或继女 30>38:儿媳 40:孙子女 40>41:孙子 40>42:孙女 40>43:外孙子 40>44:外孙女 50:父母
    50>51:父亲 50>52:母亲 50>53:公公 50>54:婆婆 50>55:岳父 50>56:岳母 50>57:继父或养父 50>58:继母或养母 50>59:其他父母关系 60:祖父母
    70:兄弟姐妹 70>71:兄 70>72:嫂 70>73:弟 70>74:弟媳 70>75:姐姐 70>76:姐夫 70>77:妹妹 70>78:妹夫 80:其他 99:非亲属`),
  d('job_level', '职务级别', `101:国家级正职 102:国家级副职 111:省部级正职 112:省部级副职 121:厅局级正职 122:厅局级副职 131:县处级正职
    132:县处级副职 141:乡科级正职 142:乡科级副职 150:科员级 160:办事员级 199:未定职`),
  d('civil_rank', '公务员职级', `01:一级巡视员 02:二级巡视员 03:一级调研员 04:二级调研员 05:三级调研员 06:四级调研员 07:一级主任科员 08:二级主任科员
    09:三级主任科员 10:四级主任科员 11:一级科员 12:二级科员`),
  d('treatment_level', '现享受待遇', `1:正省部级 2:副省部级 3:正厅局级 4:副厅局级 5:正县处级 6:副县处级 7:正乡科级 8:副乡科级 9:科员办事员及其他`),
  d('retirement_type', '离退休类型', '1:离休 2:退休 3:退职 9:未退休'),
  d('revolution_period', '参加革命工作时期', '1:第二次国内革命战争时期 2:抗日战争前期 3:抗日战争后期 4:解放战争时期'),
  d('unit_nature', '单位性质', '1:机关 2:参公事业单位 3:事业单位 4:企业 5:军队 9:其他'),
  d('personnel_category', '人员类别', '1:公务员(含参公) 2:事业编 3:国有企业'),
  d('org_area', '组织区域', `330000:省直单位 330100:杭州市 330200:宁波市 330300:温州市 330400:嘉兴市 330500:湖州市 330600:绍兴市 330700:金华市
    330800:衢州市 330900:舟山市 331000:台州市 331100:丽水市`),
  d('medical_treatment', '享受医疗待遇情况', '1:省部级医疗待遇 2:厅局级医疗待遇 3:县处级医疗待遇 4:离休干部医疗统筹 5:职工医保'),
  d('living_status', '居住状态', '1:与配偶同住 2:与子女同住 3:独居 4:入住养老机构 5:异地居住 9:其他'),
  d('visit_type', '走访慰问类型', 'birthday:生日看望 hospitalization:住院看望 holiday:节日慰问 allopatry:异地人员慰问 daily:日常走访 testament:遗属慰问'),
  d('holiday', '节日', '1:春节 2:七一 3:重阳节 4:中秋节 5:国庆节'),
  d('help_reason', '帮扶原因', '1:因病致困 2:高龄独居 3:失能半失能 4:遭受灾害 5:家庭变故 9:其他'),
  d('rest_type', '疗养休养类型', '1:疗养 2:休养 3:康养'),
  d('cert_type', '出入境证件', '1:因私普通护照 2:往来港澳通行证 3:往来台湾通行证'),
  d('abroad_reason', '出国（境）事由', '1:探亲 2:旅游 3:就医 9:其他'),
  d('parttime_group_type', '兼职单位类型', '1:社会团体 2:基金会 3:企业 9:其他'),
  d('approve_status', '审核状态', '0:待审核 1:审核通过 2:审核不通过'),
  d('vanguard_model_type', '先锋类型', '1:个人 2:集体'),
  d('party_history_type', '党史学习教育类型', '1:宣讲 2:研讨'),
  // 银耀之江 (docs/zhijiang.md): codes of our own.
  d('volunteer_team_type', '志愿服务团队类型', '1:政策宣讲 2:文明实践 3:助老帮困 4:关心下一代 5:矛盾调解 6:医疗健康 7:生态环保 9:其他'),
  d('lecturer_level', '讲师团级别', '1:省级 2:市级 3:县级'),
  d('studio_field', '工作室服务领域', '1:矛盾调解 2:理论宣讲 3:文化传承 4:科技服务 5:医疗健康 6:法律咨询 7:关心下一代 9:其他'),
  d('care_next_type', '关爱下一代活动类型', '1:革命传统教育 2:课业辅导 3:法治宣传 4:科普教育 5:帮扶助学 9:其他'),
  d('push_status', '发布状态', '0:草稿 1:已发布 2:已撤回'),
  d('receive_type', '接收方式', '0:单位 1:个人'),
  d('read_status', '阅读状态', '0:未读 1:已读 2:已签收'),
  d('org_life_type', '组织生活类型', '1:支部党员大会 2:支部委员会 3:党小组会 4:党课 5:主题党日'),
  d('study_form', '学习形式', '1:集中学习 2:自学 3:线上学习 4:专题辅导'),
  d('branch_venue', '支部活动地点', '1:固定 2:临时'),
  // Party branches (docs/vanguard.md): codes of our own.
  d('party_branch_type', '支部类型', '1:单独组建 2:联合组建 3:功能型'),
  d('party_member_role', '支部职务', '1:书记 2:委员 3:党员'),
  d('attendance_status', '考勤状态', '1:出席 2:请假 3:缺席 4:委托'),
  d('payment_state', '缴纳状态', '0:未缴纳 1:已缴纳'),
  // 银龄先锋's remaining pages (docs/vanguard.md part 3): codes of our own.
  d('backbone_type', '骨干类型', '1:支部书记 2:支部委员 3:党小组长'),
  d('course_type', '课程类型', '1:理论学习 2:党史教育 3:政策解读 4:健康养生 5:文化艺术'),
  d('party_base_type', '阵地基地类型', '1:党群服务中心 2:老干部活动阵地 3:革命传统教育基地 4:党性教育基地 5:廉政教育基地 6:爱国主义教育基地'),
  d('five_old', '五老类型', '1:老干部 2:老战士 3:老专家 4:老教师 5:老模范'),
  d('yes_no', '是否', '0:否 1:是'),
  // 关心下一代 and 工作联络 (docs/careChild.md, docs/liaison.md): codes of our own.
  d('care_org_level', '关工委层级', '1:省 2:市 3:县 4:乡 5:村'),
  d('full_part', '专兼职', '1:专职 2:兼职'),
  d('notice_type', '通知类型', '1:通知 2:公告 3:通报 4:会议通知'),
  d('news_column', '新闻栏目', '1:工作动态 2:基层风采 3:政策解读 4:银龄风采 5:通知简讯'),
  d('report_type', '信息类别', '1:工作动态 2:经验做法 3:典型事例 4:意见建议 5:其他'),
  d('policy_category', '文件类别', '1:中央文件 2:省级文件 3:市级文件 4:县级文件 5:本单位文件'),
  // The cadre archive (domain.md §3): codes of our own where no national table exists.
  d('identity_nature', '身份性质', '1:干部 2:工人 3:军转干部 9:其他'),
  d('care_category', '优抚类别', '1:特困 2:重病 3:低保 9:无'),
  d('statistic_flag', '统计标志', '1:纳入统计 2:不纳入统计'),
  d('data_source', '数据来源', 'manual:手工录入 import:模板导入 sync:编办同步 self_entry:自主录入'),
  d('calendar_type', '历法', '0:阳历 1:阴历'),
  d('post_category', '职务类别', '1:领导职务 2:非领导职务'),
  d('present_situation', '现状', '1:在职 2:退休 3:无业 4:学生 5:已故 9:其他'),
  d('photo_type', '照片类型', '1:证件照 2:生活照 3:活动照'),
  d('talent_type', '人才类型', '1:党建宣讲 2:文化艺术 3:医疗卫生 4:法律调解 5:教育科技 6:经济管理 7:农业技术'),
  d('title_grade', '技术等级', '1:正高 2:副高 3:中级 4:初级 9:无'),
  d('hobby', '兴趣爱好', '01:音乐 02:球类 03:棋类 04:钓鱼 05:游泳 06:爬山 07:跑步 08:书法 09:收藏 99:其他'),
  d('hobby_level', '爱好等级', '1:专业 2:业余高水平 3:一般爱好'),
  d('once_disease', '曾患疾病', `01:高血压 02:糖尿病 03:肿瘤 04:慢性支气管炎 05:肾功能衰竭 06:心肌梗塞 07:脑出血 08:心绞痛 09:充血性心衰
    10:短暂性脑缺血 97:不详 98:以上都无 99:其他`),
  d('mobility', '活动能力', '1:自理 2:部分自理 3:不能自理'),
  d('emotion', '情绪', '1:平和愉悦 2:焦虑忧郁 3:易发脾气 4:感情淡漠 5:疲倦感 9:其他'),
  d('community_activity', '社区活动', '1:不参加 2:偶尔 3:经常'),
  d('visit_way', '随访方式', '1:门诊 2:家庭 3:电话'),
  d('die_reason', '离世原因', '1:病故 2:意外 9:其他'),
  d('farewell', '送别方式', '1:遗体告别 2:追悼会 3:从简'),
  d('funeral_wish', '丧事意愿', '1:丧事从简 2:遗体捐献 3:器官捐献 4:骨灰处理意愿'),
  d('survivor_end_reason', '补助终止原因', '1:死亡 2:再婚 3:就业 4:年满18周岁 9:其他'),
  d('survivor_status', '遗属补助状态', '1:享受中 2:暂停 3:已终止'),
  d('other_category', '其他信息类别', '1:兼职 2:易地安置 3:异地居住'),
  d('residence_category', '居住地类别', '1:本单位所在县市 2:省内跨县市 3:跨省 4:港澳台 5:境外'),
  d('province_scope', '省内外', '1:省内 2:省外'),
  d('verification_check', '智能核验项目', `id_checksum:身份证校验 id_birth_sex:出生日期与性别比对 duplicate:重复人员 age_dates:年龄与时间顺序
    treatment_level:待遇与职级一致性 lixiu_work_start:离休工作时间 deceased_reminder:去世人员仍在提醒 incomplete:关键信息缺失`),
  d('verification_result', '核验结果', 'suspect:疑似异常 fail:不通过'),
  // 银龄乐享's universities, works, questions and points (docs/enjoyLife.md): codes of our own.
  d('course_status', '课程状态', '0:在读 1:已结业'),
  d('student_type', '学员类型', '1:离休人员 2:退休人员 3:其他人员'),
  d('work_type', '作品类型', '1:书法 2:绘画 3:摄影 4:诗词 9:其他'),
  d('work_kind', '作品栏目', 'collectionOfWorks:作品征集 masterPiece:精品佳作'),
  d('question_type', '题型', '1:单选题 2:多选题 3:判断题'),
  d('integral_rule', '积分规则', '1:参加学习 2:参加活动 3:志愿服务 4:作品入选 5:答题竞赛 9:积分更正'),
  // Activity centres and activities of 银龄乐享 (docs/enjoyLife.md, "活动中心与活动"): codes of our own.
  d('activity_type', '活动类型', '1:文艺 2:体育 3:书画 4:学习讲座 5:参观游览 6:志愿服务 9:其他'),
  d('activity_team_role', '团队职务', '1:队长 2:副队长 3:队员'),
  d('sync_error_code', '同步异常类型', 'duplicate_id:身份证重复 invalid:校验失败 unknown_unit:单位不存在 missing_field:字段缺失 conflict:数据冲突'),
  // 银龄乐享's services and content (docs/enjoyLife.md, "养老服务与学习内容"): codes of our own.
  d('care_plan_reason', '一人一策关爱类型', '1:高龄 2:患病 3:独居'),
  d('contact_frequency', '联系频次', '1:每周 2:每两周 3:每月 4:每季度'),
  d('care_doctor_type', '家庭医生类型', '1:全科医生 2:中医师 3:康复医师 4:护理人员'),
  d('community_care_type', '社区养老类型', '1:居家养老服务照料中心 2:老年食堂 3:日间照料中心 4:助浴点'),
  d('nursing_institution_type', '养老机构类型', '1:公办 2:公建民营 3:民办 4:医养结合'),
  d('four_nearby_item', '四就近服务内容', '1:就近学习 2:就近活动 3:就近得到关心照顾 4:就近发挥作用'),
  d('demo_level', '示范等级', '1:省级示范 2:市级示范 3:县级示范 9:未评定'),
  d('video_lesson_type', '视频课程类别', '1:党性教育 2:健康养生 3:书画艺术 4:智能技术 5:文史知识'),
  d('topic_study_type', '学习专题', '1:习近平新时代中国特色社会主义思想 2:党史学习 3:政策解读 4:健康养生 5:智慧助老'),
];
