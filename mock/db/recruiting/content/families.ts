import type { IndustryTop, JobCategory } from '../../../../src/dicts/company.ts';
import type { Education } from '../../../../src/dicts/job.ts';

/**
 * A job family: the titles, skills, duties and requirements of one kind of job, the industries that hire
 * for it and its pay at 3-5 years' experience. Job posts are assembled from these.
 */
export interface JobFamily {
  key: string;
  category: JobCategory;
  /** Industries that post it; empty = every industry (HR, finance, admin…). */
  industries: readonly IndustryTop[];
  titles: readonly string[];
  skills: readonly string[];
  duties: readonly string[];
  requirements: readonly string[];
  /** Monthly pay in thousands of yuan at 3-5 years' experience. */
  payK: readonly [number, number];
  education: readonly Education[];
  /** Suits campus hiring and internships. */
  campus?: boolean;
  /** Also posted part-time at an hourly rate (yuan). */
  hourly?: readonly [number, number];
  /** Often marked 退役军人优先. */
  veteranFit?: boolean;
  /** Shift work rather than office hours. */
  shifts?: boolean;
}

const GENERIC_REQUIREMENTS = ['具备良好的沟通表达能力和团队协作精神', '工作认真负责，有较强的学习能力', '能适应阶段性加班，抗压能力强', '有同行业工作经验者优先'];
export { GENERIC_REQUIREMENTS };

export const TECH_FAMILIES: JobFamily[] = [
  {
    key: 'frontend', category: 'tech', industries: ['internet', 'ecommerce', 'software', 'finance', 'education', 'gaming', 'media'],
    titles: ['前端开发工程师', 'Web前端工程师', '前端工程师（React）', '前端工程师（Vue）'],
    skills: ['JavaScript', 'TypeScript', 'React', 'Vue', 'Webpack', 'Vite', 'Node.js', '小程序', 'CSS'],
    duties: ['负责公司Web产品的前端开发与维护', '与产品、设计、后端协作完成需求评审与技术方案设计', '参与前端工程化建设，提升研发效率', '优化页面性能与用户体验，保障多端兼容', '沉淀通用组件库与前端规范', '参与小程序及H5活动页开发'],
    requirements: ['熟练掌握HTML、CSS、JavaScript，熟悉TypeScript', '熟悉React或Vue至少一种框架及其生态', '了解前端工程化工具，如Webpack、Vite', '有良好的代码习惯，重视可维护性', '有大型项目或开源项目经验者优先'],
    payK: [15, 25], education: ['bachelor', 'bachelor', 'college', 'master'], campus: true,
  },
  {
    key: 'java', category: 'tech', industries: ['internet', 'ecommerce', 'software', 'finance', 'logistics', 'consumer'],
    titles: ['Java开发工程师', 'Java后端工程师', '高级Java工程师', '后端开发工程师（Java）'],
    skills: ['Java', 'Spring Boot', 'MySQL', 'Redis', 'Kafka', '微服务', 'Linux', '分布式'],
    duties: ['负责业务系统的后端设计、开发与维护', '参与系统架构设计和技术选型', '负责核心接口的性能优化与稳定性保障', '编写技术文档，参与代码评审', '排查和解决线上问题'],
    requirements: ['扎实的Java基础，熟悉多线程、集合、JVM原理', '熟悉Spring Boot、MyBatis等常用框架', '熟悉MySQL、Redis，具备SQL调优经验', '了解消息队列和分布式系统设计', '计算机相关专业优先'],
    payK: [16, 28], education: ['bachelor', 'bachelor', 'master', 'college'], campus: true,
  },
  {
    key: 'backend', category: 'tech', industries: ['internet', 'software', 'gaming', 'finance', 'ecommerce'],
    titles: ['Go开发工程师', 'Python开发工程师', '后端开发工程师', 'C++开发工程师'],
    skills: ['Go', 'Python', 'C++', 'gRPC', 'Docker', 'Kubernetes', 'PostgreSQL', '高并发'],
    duties: ['负责服务端核心模块的设计与开发', '参与高并发、高可用系统建设', '维护并持续改进现有服务的性能与可观测性', '与前端、测试协作保障版本按期交付', '参与技术难点攻关'],
    requirements: ['熟练掌握Go、Python或C++中至少一门语言', '熟悉常用数据结构与算法、网络编程', '熟悉Linux开发环境和容器技术', '有高并发系统开发经验者优先'],
    payK: [18, 30], education: ['bachelor', 'master'], campus: true,
  },
  {
    key: 'algorithm', category: 'tech', industries: ['internet', 'software', 'ecommerce', 'finance', 'manufacturing'],
    titles: ['算法工程师', '机器学习工程师', '大模型算法工程师', '推荐算法工程师', '计算机视觉工程师'],
    skills: ['Python', 'PyTorch', '深度学习', 'NLP', '大模型', '推荐系统', 'CV', '数据挖掘'],
    duties: ['负责算法模型的研究、训练与上线', '跟踪业界前沿技术并推动在业务中落地', '构建数据集与评测体系，持续提升模型效果', '与工程团队合作完成模型部署与性能优化', '撰写技术报告和专利'],
    requirements: ['计算机、数学、统计等相关专业硕士及以上学历', '熟悉主流深度学习框架', '具备扎实的数学基础和编程能力', '有顶会论文或竞赛获奖经历者优先'],
    payK: [25, 45], education: ['master', 'master', 'doctor', 'bachelor'], campus: true,
  },
  {
    key: 'data', category: 'tech', industries: ['internet', 'ecommerce', 'finance', 'software', 'consumer', 'logistics'],
    titles: ['数据分析师', '数据开发工程师', 'BI工程师', '数据仓库工程师'],
    skills: ['SQL', 'Python', 'Hive', 'Spark', 'Tableau', '数据建模', 'Excel', 'A/B测试'],
    duties: ['负责业务数据的采集、清洗与建模', '搭建报表和数据看板，支持经营决策', '开展专题分析，输出可执行的业务建议', '维护数据仓库，保障数据质量', '推动数据指标体系建设'],
    requirements: ['统计、数学、计算机等相关专业', '熟练使用SQL，熟悉Python或R', '熟悉至少一种BI工具', '逻辑清晰，对数据敏感'],
    payK: [13, 24], education: ['bachelor', 'master'], campus: true,
  },
  {
    key: 'testing', category: 'tech', industries: ['internet', 'software', 'finance', 'gaming', 'manufacturing'],
    titles: ['测试工程师', '自动化测试工程师', '软件测试工程师', '测试开发工程师'],
    skills: ['自动化测试', 'Selenium', 'Python', 'JMeter', '接口测试', '性能测试', 'Jenkins'],
    duties: ['根据需求编写测试计划和测试用例', '执行功能、接口与性能测试，跟踪缺陷', '建设自动化测试框架并持续集成', '输出测试报告，推动质量改进'],
    requirements: ['熟悉软件测试理论和方法', '掌握至少一种编程语言', '熟悉常用测试工具', '细致耐心，有责任心'],
    payK: [11, 20], education: ['bachelor', 'college'], campus: true,
  },
  {
    key: 'devops', category: 'tech', industries: ['internet', 'software', 'finance', 'gaming', 'ecommerce'],
    titles: ['运维工程师', 'SRE工程师', '云平台运维工程师', 'DevOps工程师'],
    skills: ['Linux', 'Kubernetes', 'Docker', 'Prometheus', 'Shell', 'Ansible', '云计算'],
    duties: ['负责线上系统的部署、监控与故障处理', '建设自动化运维与持续交付平台', '优化系统容量规划与成本', '制定并演练应急预案'],
    requirements: ['熟悉Linux系统及常用服务配置', '熟悉容器与编排技术', '掌握Shell或Python脚本', '能接受轮岗值班'],
    payK: [14, 25], education: ['bachelor', 'college'], veteranFit: true,
  },
  {
    key: 'mobile', category: 'tech', industries: ['internet', 'ecommerce', 'gaming', 'finance', 'education'],
    titles: ['Android开发工程师', 'iOS开发工程师', '移动端开发工程师', '鸿蒙开发工程师'],
    skills: ['Android', 'iOS', 'Kotlin', 'Swift', 'Flutter', 'HarmonyOS', '性能优化'],
    duties: ['负责移动客户端的功能开发和迭代', '优化应用启动速度、内存与稳定性', '参与跨端框架的技术预研', '与设计和产品协作打磨交互细节'],
    requirements: ['熟悉Android或iOS原生开发', '了解Flutter或鸿蒙开发者优先', '熟悉常用设计模式', '有上架应用作品者优先'],
    payK: [16, 28], education: ['bachelor', 'college'], campus: true,
  },
  {
    key: 'embedded', category: 'tech', industries: ['manufacturing', 'energy', 'healthcare'],
    titles: ['嵌入式软件工程师', '硬件工程师', '单片机开发工程师', 'FPGA工程师'],
    skills: ['C语言', 'ARM', 'RTOS', '单片机', '电路设计', 'PCB', 'FPGA'],
    duties: ['负责嵌入式产品的软件设计与调试', '参与硬件选型、原理图评审与联调', '编写驱动程序与底层接口', '配合生产测试解决量产问题'],
    requirements: ['电子、通信、自动化等相关专业', '熟练使用C语言，熟悉常用MCU', '能读懂电路原理图', '动手能力强'],
    payK: [14, 24], education: ['bachelor', 'college', 'master'], campus: true,
  },
  {
    key: 'security', category: 'tech', industries: ['software', 'internet', 'finance'],
    titles: ['网络安全工程师', '安全运维工程师', '渗透测试工程师'],
    skills: ['渗透测试', '等级保护', '防火墙', 'WAF', '应急响应', 'Linux'],
    duties: ['负责信息系统的安全评估和渗透测试', '开展安全事件监测与应急响应', '推动等级保护合规建设', '编写安全规范并开展安全培训'],
    requirements: ['熟悉常见Web漏洞原理及防护', '熟悉网络安全设备配置', '持有CISP等证书者优先', '有保密意识'],
    payK: [15, 26], education: ['bachelor', 'college'], veteranFit: true,
  },
];
