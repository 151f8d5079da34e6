import type { EducationLevel } from '../../../../src/dicts/job.ts';
import type { ProvinceCode } from '../../../../src/dicts/city.ts';
import type { GovExamType, MajorCategory } from '../../../../src/dicts/zone.ts';

/** Text parts of public-recruitment announcements: who recruits, for which posts, with which majors. */

export const EXAM_COUNTS: Record<GovExamType, number> = {
  national: 4,
  provincial: 8,
  institution: 14,
  teacher: 10,
  medical: 8,
  soe: 6,
  selected: 4,
  sanzhiyifu: 3,
  military: 2,
  community: 5,
};

/** `{city}`, `{prov}`, `{provShort}` and `{district}` are filled in. */
export const DEPARTMENTS: Record<Exclude<GovExamType, 'national' | 'sanzhiyifu'>, readonly string[]> = {
  provincial: ['{prov}人民政府办公厅', '{city}市市场监督管理局', '{city}市{district}人民法院', '{city}市公安局{district}分局', '{city}市生态环境局'],
  institution: ['{city}市大数据发展中心', '{city}市不动产登记中心', '{city}市公共资源交易中心', '{city}市疾病预防控制中心', '{city}市档案馆'],
  teacher: ['{district}第一中学', '{district}实验小学', '{district}第三初级中学', '{city}市职业技术学校'],
  medical: ['{city}市第一人民医院', '{city}市中医医院', '{city}市妇幼保健院', '{district}社区卫生服务中心'],
  soe: ['{city}城市建设投资集团有限公司', '{city}地铁集团有限公司', '{city}水务集团有限公司', '{city}国有资本投资运营有限公司'],
  selected: ['{city}市乡镇（街道）机关', '{city}市县级机关'],
  military: ['陆军某部', '海军某部', '空军某部', '火箭军某部', '联勤保障部队某部'],
  community: ['{district}各街道社区'],
};

/**
 * 国考 notices here are issued per employing department (用人司局): the notice's publisher and, for each of its
 * positions, the publisher itself or one of its own offices (suffix appended).
 */
export const NATIONAL_DEPARTMENTS: ReadonlyArray<{ publisher: string; offices: readonly string[] }> = [
  { publisher: '国家税务总局{city}市税务局', offices: ['', '第一稽查局', '第二稽查局', '纳税服务处', '征收管理处', '信息中心'] },
  { publisher: '国家统计局{city}调查队', offices: ['', '综合处', '住户调查处', '价格调查处'] },
  { publisher: '{city}海关', offices: ['', '综合业务处', '缉私局', '口岸监管处', '稽查处'] },
  { publisher: '中国证券监督管理委员会{provShort}监管局', offices: ['', '公司监管处', '机构监管处', '稽查处'] },
  { publisher: '{prov}通信管理局', offices: ['', '网络安全管理处', '信息通信管理处', '综合处'] },
];

/** 三支一扶 notices come from the province's coordinating office; positions are in rural townships. */
export const SANZHIYIFU_PUBLISHER = '{prov}“三支一扶”工作协调管理办公室';

/** Each 三支一扶 post serves one kind of township unit. */
export const SANZHIYIFU_UNITS: Record<string, string> = { 支农: '农业综合服务中心', 支教: '中心学校', 支医: '卫生院', 乡村振兴协理员: '人民政府' };

/** Rural counties (with their prefecture) and some of their townships, per province, for 三支一扶 posts. */
export const RURAL_PLACES: Partial<Record<ProvinceCode, ReadonlyArray<{ prefecture: string; county: string; towns: readonly string[] }>>> = {
  beijing: [
    { prefecture: '', county: '延庆区', towns: ['珍珠泉乡', '千家店镇', '香营乡'] },
    { prefecture: '', county: '密云区', towns: ['不老屯镇', '冯家峪镇', '古北口镇'] },
  ],
  tianjin: [{ prefecture: '', county: '蓟州区', towns: ['下营镇', '孙各庄满族乡', '穿芳峪镇'] }],
  chongqing: [
    { prefecture: '', county: '城口县', towns: ['高观镇', '巴山镇', '明中乡'] },
    { prefecture: '', county: '酉阳土家族苗族自治县', towns: ['龙潭镇', '麻旺镇', '酉酬镇'] },
  ],
  zhejiang: [
    { prefecture: '杭州市', county: '淳安县', towns: ['威坪镇', '汾口镇', '临岐镇'] },
    { prefecture: '丽水市', county: '景宁畲族自治县', towns: ['东坑镇', '英川镇', '渤海镇'] },
  ],
  jiangsu: [
    { prefecture: '宿迁市', county: '泗洪县', towns: ['半城镇', '孙园镇', '魏营镇'] },
    { prefecture: '连云港市', county: '灌南县', towns: ['田楼镇', '北陈集镇', '张店镇'] },
  ],
  guangdong: [
    { prefecture: '清远市', county: '连山壮族瑶族自治县', towns: ['永和镇', '福堂镇', '小三江镇'] },
    { prefecture: '河源市', county: '紫金县', towns: ['龙窝镇', '瓦溪镇', '苏区镇'] },
  ],
  sichuan: [
    { prefecture: '巴中市', county: '南江县', towns: ['长赤镇', '正直镇', '八庙镇'] },
    { prefecture: '乐山市', county: '马边彝族自治县', towns: ['荣丁镇', '劳动镇', '建设镇'] },
  ],
  hubei: [
    { prefecture: '十堰市', county: '竹溪县', towns: ['蒋家堰镇', '中峰镇', '泉溪镇'] },
    { prefecture: '黄冈市', county: '英山县', towns: ['石头咀镇', '杨柳湾镇', '孔家坊乡'] },
  ],
  shaanxi: [
    { prefecture: '汉中市', county: '佛坪县', towns: ['长角坝镇', '陈家坝镇', '西岔河镇'] },
    { prefecture: '商洛市', county: '洛南县', towns: ['石门镇', '古城镇', '三要镇'] },
  ],
  hunan: [
    { prefecture: '湘西土家族苗族自治州', county: '古丈县', towns: ['默戎镇', '红石林镇', '断龙山镇'] },
    { prefecture: '邵阳市', county: '城步苗族自治县', towns: ['儒林镇', '丹口镇', '白毛坪镇'] },
  ],
  henan: [
    { prefecture: '三门峡市', county: '卢氏县', towns: ['官道口镇', '杜关镇', '五里川镇'] },
    { prefecture: '信阳市', county: '光山县', towns: ['泼陂河镇', '槐店乡', '晏河乡'] },
  ],
  shandong: [
    { prefecture: '临沂市', county: '沂水县', towns: ['院东头镇', '泉庄镇', '诸葛镇'] },
    { prefecture: '菏泽市', county: '鄄城县', towns: ['旧城镇', '红船镇', '彭楼镇'] },
  ],
  fujian: [
    { prefecture: '宁德市', county: '寿宁县', towns: ['下党乡', '犀溪镇', '斜滩镇'] },
    { prefecture: '龙岩市', county: '长汀县', towns: ['河田镇', '濯田镇', '童坊镇'] },
  ],
  anhui: [
    { prefecture: '六安市', county: '金寨县', towns: ['天堂寨镇', '斑竹园镇', '南溪镇'] },
    { prefecture: '安庆市', county: '岳西县', towns: ['主簿镇', '五河镇', '包家乡'] },
  ],
  liaoning: [
    { prefecture: '鞍山市', county: '岫岩满族自治县', towns: ['偏岭镇', '前营镇', '洋河镇'] },
    { prefecture: '朝阳市', county: '建平县', towns: ['深井镇', '朱碌科镇', '哈拉道口镇'] },
  ],
  yunnan: [
    { prefecture: '普洱市', county: '澜沧拉祜族自治县', towns: ['糯扎渡镇', '竹塘乡', '酒井哈尼族乡'] },
    { prefecture: '曲靖市', county: '会泽县', towns: ['娜姑镇', '大桥乡', '火红乡'] },
  ],
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

/** Remarks (备注) that fit each kind of post; `{class}` is the class graduating next, from the notice's date. */
export const POSITION_NOTES: Record<GovExamType, readonly string[]> = {
  national: ['', '', '', '最低服务年限5年', '限{class}届高校毕业生', '专业科目加试', '需经常出差'],
  provincial: ['', '', '', '最低服务年限5年', '限{class}届高校毕业生', '需值夜班', '需经常下基层'],
  institution: ['', '', '', '限{class}届高校毕业生', '专业科目加试', '需值夜班'],
  teacher: ['', '', '', '限{class}届高校毕业生', '需持有相应学段教师资格证', '面试含试讲'],
  medical: ['', '', '需值夜班', '需取得相应执业资格', '限{class}届高校毕业生', '需完成住院医师规范化培训'],
  soe: ['', '', '', '需经常出差', '需驻项目现场', '限{class}届高校毕业生'],
  selected: ['', '', '工作地点在乡镇', '限{class}届高校毕业生'],
  sanzhiyifu: ['', '', '服务期2年', '限{class}届高校毕业生', '需在服务地住宿'],
  military: ['', '', '', '需随部队驻训', '限{class}届高校毕业生'],
  community: ['', '', '', '需参与夜间值班', '本区户籍优先'],
};

/** Who issues a multi-unit notice (the units themselves are drawn from DEPARTMENTS). */
export const ISSUERS: Partial<Record<GovExamType, string>> = {
  provincial: '{prov}公务员局',
  selected: '中共{prov}委组织部',
  military: '军队文职人员招考工作领导小组办公室',
};

export const XSS_ANNOUNCEMENT_ID = 'g59';
/** Deliberately hostile markup in one notice, so the client's sanitiser can be tested against real data. */
export const XSS_PAYLOAD = `<p>附件下载：<a href="javascript:alert(2)">岗位表.xlsx</a></p><img src=x onerror=alert(1)><script>alert('xss')</script><p onclick="alert(3)">点击查看报名系统操作指南</p>`;
