import type { IndustrySub, IndustryTop, JobCategory } from '../../../../src/dicts/company.ts';
import type { Education, Experience } from '../../../../src/dicts/job.ts';

/**
 * A job family is one kind of job as employers title it (Java开发工程师, 分拣员, 保安…): its seniority ladder,
 * its own skill tags, duties and requirements, the industries that hire for it and the months it is paid.
 * Job posts are assembled from these, so a post's title, experience, education, pay and tags always agree.
 */

/** 初级 → 中级 → 高级 → 资深/专家, plus the people-management rungs 主管/组长 and 经理/总监. */
export const SENIORITY_VALUES = ['junior', 'mid', 'senior', 'expert', 'lead', 'manager'] as const;
export type Seniority = (typeof SENIORITY_VALUES)[number];

/** One level of a family's ladder. A post at this level uses one of its titles and agrees with all the rest. */
export interface Rung {
  level: Seniority;
  /** Titles as employers write them at this level (a title may sit on two neighbouring levels). */
  titles: readonly string[];
  /** Experience a post at this level asks for (a value repeated is drawn more often). */
  experience: readonly Experience[];
  /** The minimum education a post at this level asks for. */
  education: readonly Education[];
  /** Monthly pay in thousands of yuan in a second-tier city (see salaries.ts for the city factor). */
  payK: readonly [number, number];
  /** How common posts at this level are within the family. */
  share: number;
}

export interface JobFamily {
  key: string;
  category: JobCategory;
  /** Industries that post it; empty = every industry (HR, finance, admin…) but those in `notFor`. */
  industries: readonly IndustryTop[];
  notFor?: readonly IndustryTop[];
  /** When set, only employers of these sub-industries post it (a pharma plant hires no 主任医师). */
  subIndustries?: readonly IndustrySub[];
  /** The plain role, for campus (`…（校招）`), intern (`…实习生`) and part-time (`兼职…`) titles. */
  role: string;
  ladder: readonly Rung[];
  /** The family's tag pool; the first is its core skill and is on every post. */
  skills: readonly string[];
  duties: readonly string[];
  /** Never state an education level here: the first requirement line is generated from the post's own. */
  requirements: readonly string[];
  /** N薪: months paid a year (a value repeated is drawn more often). */
  months: readonly number[];
  /** Relative weight among the families an employer can post (1 by default). */
  weight?: number;
  /** Suits campus hiring and internships (from the `junior` rung). */
  campus?: boolean;
  /** Also posted part-time at an hourly rate (yuan). */
  hourly?: readonly [number, number];
  /** Often marked 退役军人优先. */
  veteranFit?: boolean;
  /** Shift work rather than office hours. */
  shifts?: boolean;
}

/** Experience bands by level, shared by most ladders. */
export const EXP = {
  /** Manual entry jobs: 经验不限 is normal. */
  entry: ['any', 'any', 'below1', '1-3'],
  junior: ['fresh', 'below1', '1-3', '1-3'],
  mid: ['1-3', '3-5', '3-5'],
  senior: ['3-5', '5-10', '5-10'],
  expert: ['5-10', 'above10'],
  lead: ['3-5', '5-10'],
  manager: ['5-10', '5-10', 'above10'],
} as const satisfies Record<string, readonly Experience[]>;

/** Minimum-education sets, shared by most ladders. */
export const EDU = {
  none: ['any', 'any', 'junior', 'secondary', 'highschool'],
  school: ['highschool', 'secondary', 'any'],
  collegeOrSchool: ['college', 'highschool', 'secondary'],
  college: ['college', 'college', 'bachelor'],
  bachelorOrCollege: ['bachelor', 'bachelor', 'college'],
  bachelor: ['bachelor'],
  bachelorUp: ['bachelor', 'bachelor', 'master'],
  master: ['master', 'master', 'bachelor'],
} as const satisfies Record<string, readonly Education[]>;

/** N薪 pools. */
export const MONTHS = {
  tech: [12, 13, 13, 14, 14, 15, 16],
  office: [12, 13, 13, 14],
  trade: [12, 12, 13],
  manual: [12, 12, 12, 13],
  flat: [12],
} as const satisfies Record<string, readonly number[]>;

export const GENERIC_REQUIREMENTS = [
  '具备良好的沟通表达能力和团队协作精神',
  '工作认真负责，有较强的学习能力',
  '能适应阶段性加班，抗压能力强',
  '有同行业工作经验者优先',
];

/** A software-engineering ladder: 初级/中级/高级/资深/经理, pay from the mid level's band. */
function engineerLadder(stem: string, short: string, mid: readonly [number, number], education: readonly Education[] = EDU.bachelorOrCollege): Rung[] {
  const [lo, hi] = mid;
  const k = (x: number) => Math.round(x * 2) / 2;
  return [
    { level: 'junior', titles: [`初级${stem}`, stem], experience: EXP.junior, education, payK: [k(lo * 0.55), k(hi * 0.65)], share: 3 },
    { level: 'mid', titles: [stem], experience: EXP.mid, education, payK: [lo, hi], share: 4 },
    { level: 'senior', titles: [`高级${stem}`], experience: EXP.senior, education: EDU.bachelorUp, payK: [k(lo * 1.45), k(hi * 1.4)], share: 3 },
    {
      level: 'expert',
      titles: [`资深${stem}`, `${short}技术专家`],
      experience: EXP.expert,
      education: EDU.bachelorUp,
      payK: [k(lo * 2), k(hi * 1.9)],
      share: 1,
    },
    {
      level: 'manager',
      titles: [`${short}技术经理`, `${short}研发负责人`],
      experience: EXP.manager,
      education: EDU.bachelorUp,
      payK: [k(lo * 2.3), k(hi * 2.2)],
      share: 0.6,
    },
  ];
}

export const TECH_FAMILIES: JobFamily[] = [
  {
    key: 'frontend',
    category: 'tech',
    industries: ['internet', 'ecommerce', 'software', 'finance', 'education', 'gaming', 'media'],
    role: '前端开发工程师',
    ladder: engineerLadder('前端开发工程师', '前端', [13, 22]),
    skills: ['JavaScript', 'TypeScript', 'React', 'Vue', 'Webpack', 'Vite', 'Node.js', '小程序', 'CSS'],
    duties: [
      '负责公司Web产品的前端开发与维护',
      '与产品、设计、后端协作完成需求评审与技术方案设计',
      '参与前端工程化建设，提升研发效率',
      '优化页面性能与用户体验，保障多端兼容',
      '沉淀通用组件库与前端规范',
      '参与小程序及H5活动页开发',
    ],
    requirements: [
      '熟练掌握HTML、CSS、JavaScript，熟悉TypeScript',
      '熟悉React或Vue至少一种框架及其生态',
      '了解前端工程化工具，如Webpack、Vite',
      '有良好的代码习惯，重视可维护性',
      '有大型项目或开源项目经验者优先',
    ],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'java',
    category: 'tech',
    industries: ['internet', 'ecommerce', 'software', 'finance', 'logistics', 'consumer'],
    role: 'Java开发工程师',
    ladder: engineerLadder('Java开发工程师', 'Java', [14, 24]),
    skills: ['Java', 'Spring Boot', 'MySQL', 'Redis', 'Kafka', '微服务', 'Linux', '分布式', 'JVM'],
    duties: [
      '负责业务系统的后端设计、开发与维护',
      '参与系统架构设计和技术选型',
      '负责核心接口的性能优化与稳定性保障',
      '编写技术文档，参与代码评审',
      '排查和解决线上问题',
    ],
    requirements: [
      '扎实的Java基础，熟悉多线程、集合、JVM原理',
      '熟悉Spring Boot、MyBatis等常用框架',
      '熟悉MySQL、Redis，具备SQL调优经验',
      '了解消息队列和分布式系统设计',
      '计算机相关专业优先',
    ],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'golang',
    category: 'tech',
    industries: ['internet', 'software', 'gaming', 'finance', 'ecommerce'],
    role: 'Go开发工程师',
    weight: 0.6,
    ladder: engineerLadder('Go开发工程师', 'Go', [16, 26], EDU.bachelorUp),
    skills: ['Go', 'gRPC', 'Docker', 'Kubernetes', 'MySQL', 'Redis', '微服务', '高并发'],
    duties: ['负责服务端核心模块的设计与开发', '参与高并发、高可用系统建设', '维护并持续改进现有服务的性能与可观测性', '与前端、测试协作保障版本按期交付'],
    requirements: ['熟练掌握Go语言，理解goroutine与channel', '熟悉常用数据结构与算法、网络编程', '熟悉Linux开发环境和容器技术', '有高并发系统开发经验者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'python',
    category: 'tech',
    industries: ['internet', 'software', 'finance', 'ecommerce', 'education'],
    role: 'Python开发工程师',
    weight: 0.6,
    ladder: engineerLadder('Python开发工程师', 'Python', [13, 22]),
    skills: ['Python', 'Django', 'Flask', 'FastAPI', 'MySQL', 'Redis', 'Linux', '爬虫'],
    duties: ['负责后台服务与数据接口的开发', '编写自动化脚本与数据处理程序', '维护并优化现有系统的稳定性与性能', '参与技术方案评审和代码评审'],
    requirements: ['熟练使用Python，熟悉Django或Flask等框架', '熟悉MySQL等关系型数据库', '熟悉Linux常用命令', '有数据采集或自动化项目经验者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'cpp',
    category: 'tech',
    industries: ['software', 'gaming', 'manufacturing', 'finance'],
    role: 'C++开发工程师',
    weight: 0.5,
    ladder: engineerLadder('C++开发工程师', 'C++', [16, 26], EDU.bachelorUp),
    skills: ['C++', 'Linux', '多线程', '网络编程', 'STL', '数据结构', '性能优化'],
    duties: ['负责核心模块的C++设计与开发', '进行性能分析与优化', '参与系统架构设计和关键技术攻关', '编写单元测试和技术文档'],
    requirements: ['精通C++，熟悉STL和C++11及以上标准', '熟悉Linux下的开发与调试', '熟悉多线程与网络编程', '有大型C++项目经验者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'algorithm',
    category: 'tech',
    industries: ['internet', 'software', 'ecommerce', 'finance', 'manufacturing'],
    role: '算法工程师',
    ladder: [
      { level: 'junior', titles: ['算法工程师'], experience: EXP.junior, education: ['master', 'master', 'bachelor', 'doctor'], payK: [16, 28], share: 3 },
      { level: 'mid', titles: ['算法工程师', '机器学习工程师'], experience: EXP.mid, education: EDU.master, payK: [25, 40], share: 4 },
      { level: 'senior', titles: ['高级算法工程师'], experience: EXP.senior, education: EDU.master, payK: [35, 55], share: 3 },
      { level: 'expert', titles: ['资深算法工程师', '算法专家'], experience: EXP.expert, education: ['master', 'doctor'], payK: [45, 75], share: 1 },
      { level: 'manager', titles: ['算法团队负责人'], experience: EXP.manager, education: ['master', 'doctor'], payK: [55, 90], share: 0.5 },
    ],
    skills: ['Python', 'PyTorch', '深度学习', '机器学习', '大模型', 'TensorFlow', '数据挖掘', '特征工程'],
    duties: [
      '负责算法模型的研究、训练与上线',
      '跟踪业界前沿技术并推动在业务中落地',
      '构建数据集与评测体系，持续提升模型效果',
      '与工程团队合作完成模型部署与性能优化',
      '撰写技术报告和专利',
    ],
    requirements: ['计算机、数学、统计等相关专业', '熟悉主流深度学习框架', '具备扎实的数学基础和编程能力', '有顶会论文或竞赛获奖经历者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'dataAnalyst',
    category: 'tech',
    industries: ['internet', 'ecommerce', 'finance', 'software', 'consumer', 'logistics'],
    role: '数据分析师',
    ladder: [
      { level: 'junior', titles: ['数据分析师', '数据分析专员'], experience: EXP.junior, education: EDU.bachelorOrCollege, payK: [7, 12], share: 3 },
      { level: 'mid', titles: ['数据分析师', '商业数据分析师'], experience: EXP.mid, education: EDU.bachelorUp, payK: [12, 20], share: 4 },
      { level: 'senior', titles: ['高级数据分析师'], experience: EXP.senior, education: EDU.bachelorUp, payK: [18, 30], share: 2 },
      { level: 'expert', titles: ['资深数据分析师', '数据分析专家'], experience: EXP.expert, education: EDU.bachelorUp, payK: [26, 42], share: 0.8 },
      { level: 'manager', titles: ['数据分析经理'], experience: EXP.manager, education: EDU.bachelorUp, payK: [28, 45], share: 0.6 },
    ],
    skills: ['SQL', 'Excel', 'Python', 'Tableau', 'Power BI', 'A/B测试', '统计分析', '数据可视化'],
    duties: ['搭建报表和数据看板，支持经营决策', '开展专题分析，输出可执行的业务建议', '设计并评估A/B实验', '推动数据指标体系建设'],
    requirements: ['统计、数学、计算机等相关专业', '熟练使用SQL，熟悉Python或R', '熟悉至少一种BI工具', '逻辑清晰，对数据敏感'],
    months: MONTHS.office,
    campus: true,
  },
  {
    key: 'dataEngineer',
    category: 'tech',
    industries: ['internet', 'ecommerce', 'finance', 'software', 'logistics'],
    role: '大数据开发工程师',
    weight: 0.7,
    ladder: engineerLadder('大数据开发工程师', '数据', [15, 25], EDU.bachelorUp),
    skills: ['SQL', 'Hive', 'Spark', 'Flink', 'Hadoop', '数据建模', 'Kafka', '数据仓库'],
    duties: ['负责数据采集、清洗与建模', '设计和维护离线及实时数据仓库', '保障数据质量与任务稳定性', '为业务提供数据服务接口'],
    requirements: ['熟悉Hive、Spark等大数据组件', '熟悉数据仓库建模方法', '熟练掌握SQL，熟悉Java或Python', '有实时计算经验者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'testing',
    category: 'tech',
    industries: ['internet', 'software', 'finance', 'gaming', 'manufacturing'],
    role: '测试工程师',
    ladder: [
      { level: 'junior', titles: ['测试工程师', '软件测试工程师'], experience: EXP.junior, education: EDU.college, payK: [6, 11], share: 3 },
      {
        level: 'mid',
        titles: ['测试工程师', '自动化测试工程师', '测试开发工程师'],
        experience: EXP.mid,
        education: EDU.bachelorOrCollege,
        payK: [10, 18],
        share: 4,
      },
      { level: 'senior', titles: ['高级测试工程师', '高级测试开发工程师'], experience: EXP.senior, education: EDU.bachelorOrCollege, payK: [16, 26], share: 2 },
      { level: 'expert', titles: ['资深测试开发工程师'], experience: EXP.expert, education: EDU.bachelorUp, payK: [24, 38], share: 0.6 },
      { level: 'manager', titles: ['测试经理'], experience: EXP.manager, education: EDU.bachelorOrCollege, payK: [25, 40], share: 0.6 },
    ],
    skills: ['软件测试', '自动化测试', 'Selenium', 'Python', 'JMeter', '接口测试', '性能测试', 'Jenkins'],
    duties: ['根据需求编写测试计划和测试用例', '执行功能、接口与性能测试，跟踪缺陷', '建设自动化测试框架并持续集成', '输出测试报告，推动质量改进'],
    requirements: ['熟悉软件测试理论和方法', '掌握至少一种编程语言', '熟悉常用测试工具', '细致耐心，有责任心'],
    months: MONTHS.office,
    campus: true,
  },
  {
    key: 'devops',
    category: 'tech',
    industries: ['internet', 'software', 'finance', 'gaming', 'ecommerce'],
    role: '运维工程师',
    ladder: [
      { level: 'junior', titles: ['运维工程师', '初级运维工程师'], experience: EXP.junior, education: EDU.college, payK: [7, 12], share: 3 },
      {
        level: 'mid',
        titles: ['运维工程师', '云平台运维工程师', 'DevOps工程师'],
        experience: EXP.mid,
        education: EDU.bachelorOrCollege,
        payK: [12, 20],
        share: 4,
      },
      { level: 'senior', titles: ['高级运维工程师', 'SRE工程师'], experience: EXP.senior, education: EDU.bachelorOrCollege, payK: [18, 30], share: 2 },
      { level: 'expert', titles: ['资深SRE工程师', '运维架构师'], experience: EXP.expert, education: EDU.bachelorUp, payK: [28, 45], share: 0.6 },
      { level: 'manager', titles: ['运维经理'], experience: EXP.manager, education: EDU.bachelorOrCollege, payK: [28, 45], share: 0.6 },
    ],
    skills: ['Linux', 'Kubernetes', 'Docker', 'Prometheus', 'Shell', 'Ansible', '云计算', 'Nginx'],
    duties: ['负责线上系统的部署、监控与故障处理', '建设自动化运维与持续交付平台', '优化系统容量规划与成本', '制定并演练应急预案'],
    requirements: ['熟悉Linux系统及常用服务配置', '熟悉容器与编排技术', '掌握Shell或Python脚本', '能接受轮岗值班'],
    months: MONTHS.tech,
    veteranFit: true,
  },
  {
    key: 'android',
    category: 'tech',
    industries: ['internet', 'ecommerce', 'gaming', 'finance', 'education'],
    role: 'Android开发工程师',
    weight: 0.6,
    ladder: engineerLadder('Android开发工程师', 'Android', [14, 24]),
    skills: ['Android', 'Kotlin', 'Java', 'Jetpack', '性能优化', 'Flutter', '组件化'],
    duties: ['负责Android客户端的功能开发和迭代', '优化应用启动速度、内存与稳定性', '参与跨端框架的技术预研', '与设计和产品协作打磨交互细节'],
    requirements: ['熟悉Android原生开发及常用框架', '熟悉Kotlin或Java', '熟悉常用设计模式', '有上架应用作品者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'ios',
    category: 'tech',
    industries: ['internet', 'ecommerce', 'gaming', 'finance', 'education'],
    role: 'iOS开发工程师',
    weight: 0.5,
    ladder: engineerLadder('iOS开发工程师', 'iOS', [14, 24]),
    skills: ['iOS', 'Swift', 'Objective-C', 'SwiftUI', '性能优化', 'Flutter', '组件化'],
    duties: ['负责iOS客户端的功能开发和迭代', '优化应用启动速度、内存与稳定性', '参与跨端框架的技术预研', '与设计和产品协作打磨交互细节'],
    requirements: ['熟悉iOS原生开发及常用框架', '熟悉Swift或Objective-C', '熟悉常用设计模式', '有上架应用作品者优先'],
    months: MONTHS.tech,
    campus: true,
  },
  {
    key: 'embedded',
    category: 'tech',
    industries: ['manufacturing', 'energy', 'healthcare'],
    role: '嵌入式软件工程师',
    ladder: engineerLadder('嵌入式软件工程师', '嵌入式', [12, 20]),
    skills: ['C语言', 'ARM', 'RTOS', '单片机', '嵌入式Linux', 'Linux驱动', '通信协议'],
    duties: ['负责嵌入式产品的软件设计与调试', '编写驱动程序与底层接口', '参与软硬件联调与问题定位', '配合生产测试解决量产问题'],
    requirements: ['电子、通信、自动化等相关专业', '熟练使用C语言，熟悉常用MCU', '能读懂电路原理图', '动手能力强'],
    months: MONTHS.office,
    campus: true,
  },
  {
    key: 'hardware',
    category: 'tech',
    industries: ['manufacturing', 'energy', 'healthcare'],
    role: '硬件工程师',
    weight: 0.7,
    ladder: engineerLadder('硬件工程师', '硬件', [12, 20]),
    skills: ['电路设计', 'PCB', 'Altium Designer', '模拟电路', 'EMC', '信号完整性'],
    duties: ['负责产品硬件方案设计与器件选型', '完成原理图与PCB设计评审', '进行硬件调试、测试与认证整改', '编写硬件设计文档'],
    requirements: ['电子、通信等相关专业', '熟悉数字和模拟电路', '熟练使用常用EDA工具', '有EMC整改经验者优先'],
    months: MONTHS.office,
    campus: true,
  },
  {
    key: 'security',
    category: 'tech',
    industries: ['software', 'internet', 'finance'],
    role: '网络安全工程师',
    weight: 0.6,
    ladder: [
      { level: 'junior', titles: ['网络安全工程师', '安全运维工程师'], experience: EXP.junior, education: EDU.college, payK: [8, 13], share: 3 },
      {
        level: 'mid',
        titles: ['网络安全工程师', '渗透测试工程师', '安全运维工程师'],
        experience: EXP.mid,
        education: EDU.bachelorOrCollege,
        payK: [13, 22],
        share: 4,
      },
      {
        level: 'senior',
        titles: ['高级网络安全工程师', '高级渗透测试工程师'],
        experience: EXP.senior,
        education: EDU.bachelorOrCollege,
        payK: [20, 32],
        share: 2,
      },
      { level: 'expert', titles: ['安全专家'], experience: EXP.expert, education: EDU.bachelorUp, payK: [30, 48], share: 0.6 },
    ],
    skills: ['网络安全', '渗透测试', '等级保护', '防火墙', 'WAF', '应急响应', 'Linux'],
    duties: ['负责信息系统的安全评估和渗透测试', '开展安全事件监测与应急响应', '推动等级保护合规建设', '编写安全规范并开展安全培训'],
    requirements: ['熟悉常见Web漏洞原理及防护', '熟悉网络安全设备配置', '持有CISP等证书者优先', '有保密意识'],
    months: MONTHS.tech,
    veteranFit: true,
  },
];
