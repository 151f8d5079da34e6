import type { EducationLevel } from '../../../../src/dicts/job.ts';
import type { GovExamType, MajorCategory } from '../../../../src/dicts/zone.ts';

/** Text parts of public-recruitment announcements: who recruits, for which posts, with which majors. */

export const EXAM_COUNTS: Record<GovExamType, number> = {
  national: 4, provincial: 8, institution: 14, teacher: 10, medical: 8, soe: 6, selected: 4, sanzhiyifu: 3, military: 2, community: 5,
};

/** `{city}`, `{prov}` and `{district}` are filled in. */
export const DEPARTMENTS: Record<GovExamType, readonly string[]> = {
  national: ['国家税务总局{city}市税务局', '国家统计局{city}调查队', '{city}海关', '中国证券监督管理委员会{prov}监管局', '{prov}通信管理局'],
  provincial: ['{prov}人民政府办公厅', '{city}市市场监督管理局', '{city}市{district}人民法院', '{city}市公安局{district}分局', '{city}市生态环境局'],
  institution: ['{city}市大数据发展中心', '{city}市不动产登记中心', '{city}市公共资源交易中心', '{city}市疾病预防控制中心', '{city}市档案馆'],
  teacher: ['{district}第一中学', '{district}实验小学', '{district}第三初级中学', '{city}市职业技术学校'],
  medical: ['{city}市第一人民医院', '{city}市中医医院', '{city}市妇幼保健院', '{district}社区卫生服务中心'],
  soe: ['{city}城市建设投资集团有限公司', '{city}地铁集团有限公司', '{city}水务集团有限公司', '{city}国有资本投资运营有限公司'],
  selected: ['{city}市乡镇（街道）机关', '{city}市县级机关'],
  sanzhiyifu: ['{district}乡镇卫生院', '{district}农业农村局', '{district}乡镇中心学校'],
  military: ['陆军某部', '海军某部', '空军某部', '火箭军某部', '联勤保障部队某部'],
  community: ['{district}各街道社区'],
};

export const POSITION_NAMES: Record<GovExamType, readonly string[]> = {
  national: ['一级主任科员及以下', '一级行政执法员', '综合业务岗', '信息技术岗'],
  provincial: ['一级科员', '执法勤务', '综合文字岗', '财务会计岗', '法律事务岗'],
  institution: ['综合管理岗', '专业技术岗', '信息技术岗', '财务岗', '文秘岗'],
  teacher: ['语文教师', '数学教师', '英语教师', '物理教师', '体育教师', '信息技术教师', '心理健康教师'],
  medical: ['临床医师', '护士', '药剂师', '医学检验技师', '影像医师'],
  soe: ['综合管理', '财务管理', '工程管理', '信息技术', '法务合规'],
  selected: ['乡镇综合岗', '县直机关综合岗'],
  sanzhiyifu: ['支农', '支教', '支医', '乡村振兴协理员'],
  military: ['会计', '软件工程', '通信工程', '护理', '教学'],
  community: ['社区工作者'],
};

export const EXAM_EDUCATION: Record<GovExamType, readonly EducationLevel[]> = {
  national: ['bachelor', 'bachelor', 'bachelor', 'master', 'college'],
  provincial: ['bachelor', 'bachelor', 'college', 'master'],
  institution: ['bachelor', 'college', 'master'],
  teacher: ['bachelor', 'bachelor', 'master'],
  medical: ['college', 'bachelor', 'master'],
  soe: ['bachelor', 'master'],
  selected: ['bachelor', 'master'],
  sanzhiyifu: ['college', 'bachelor'],
  military: ['bachelor', 'master'],
  community: ['college', 'bachelor'],
};

/** Majors implied by a post's name; other posts draw at random or accept any major. */
export const NAME_MAJORS: ReadonlyArray<[RegExp, readonly MajorCategory[]]> = [
  [/信息|软件/, ['computer', 'electronics']],
  [/通信/, ['electronics']],
  [/财务|会计/, ['accounting', 'economics']],
  [/法/, ['law']],
  [/文秘|文字|语文/, ['chinese', 'journalism']],
  [/数学/, ['math', 'education']],
  [/英语/, ['foreignLanguage']],
  [/物理/, ['math', 'education']],
  [/护|医|药|检验|支医/, ['medicine']],
  [/工程管理/, ['civil']],
  [/支农/, ['agriculture']],
  [/教学|支教|体育|心理/, ['education']],
];

export const MAJOR_NAMES: Record<MajorCategory, string> = {
  computer: '计算机科学与技术、软件工程、网络工程、信息安全',
  electronics: '电子信息工程、通信工程、电子科学与技术',
  economics: '经济学、金融学、财政学、国际经济与贸易',
  accounting: '会计学、财务管理、审计学',
  law: '法学、知识产权',
  chinese: '汉语言文学、汉语言、秘书学',
  foreignLanguage: '英语、翻译、商务英语',
  management: '行政管理、公共事业管理、工商管理',
  medicine: '临床医学、护理学、药学、医学检验技术',
  education: '教育学、学前教育、小学教育、体育教育',
  mechanical: '机械设计制造及其自动化、机械电子工程',
  civil: '土木工程、工程管理、建筑学',
  design: '视觉传达设计、环境设计',
  journalism: '新闻学、传播学、广播电视学',
  math: '数学与应用数学、统计学、物理学',
  agriculture: '农学、园艺、动物医学、林学',
};

export const POSITION_NOTES = ['', '', '', '限2027届高校毕业生', '需值夜班', '工作地点在乡镇', '需经常下基层', '专业科目加试', '最低服务年限5年'];

export const XSS_ANNOUNCEMENT_ID = 'g7';
/** Deliberately hostile markup in one notice, so the client's sanitiser can be tested against real data. */
export const XSS_PAYLOAD = `<p>附件下载：<a href="javascript:alert(2)">岗位表.xlsx</a></p><img src=x onerror=alert(1)><script>alert('xss')</script><p onclick="alert(3)">点击查看报名系统操作指南</p>`;
