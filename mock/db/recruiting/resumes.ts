import type { ResumeContent } from '../../../src/contract/resume.ts';

/**
 * The demo seeker's (李明, u1) Chinese resume: complete, and consistent with the rest of the seed — his /perfect
 * profile (born 1996-04, working since 2018-07, 浙江工业大学 2014–2018), his account's mobile number, his
 * preferences (frontend in 杭州, product in 上海, Java in 北京) and his attachment 李明-前端开发-8年.pdf. All dates
 * lie in the past.
 */
export function demoResumeContent(): ResumeContent {
  return {
    basic: {
      name: '李明',
      gender: 'male',
      birthMonth: '1996-04',
      freshGraduate: false,
      workStart: '2018-07',
      workStatus: 'month',
      phone: '13800000001',
      email: 'liming.fe@example.com',
      city: 'hangzhou',
    },
    preferences: [
      { title: '前端开发工程师', category: 'tech', city: 'hangzhou', jobType: 'fulltime', salary: '20-50k' },
      { title: '产品经理', category: 'product', city: 'shanghai', jobType: 'fulltime', salary: '20-50k' },
      { title: 'Java开发工程师', category: 'tech', city: 'beijing', jobType: 'fulltime', salary: '20-50k' },
    ],
    strengths: {
      text: '8 年 Web 前端经验，近 5 年专注 React + TypeScript。主导过招聘 SaaS 的前端架构升级，首屏时间从 4.1 秒降到 1.6 秒；搭建团队组件库并推动 40 余个页面迁移。重视可访问性与代码评审，带过 4 人小组。',
    },
    work: [
      {
        company: '杭州峰达信息技术股份有限公司',
        title: '高级前端开发工程师',
        department: '前端技术部',
        start: '2021-06',
        end: null,
        duties: '负责企业招聘管理系统的前端架构与性能；制定组件与代码规范，组织代码评审；与后端共同设计接口契约与错误码。',
        results: '首屏时间从 4.1 秒降到 1.6 秒；组件库覆盖 40 余个页面，新页面开发周期缩短约三分之一。',
        skills: ['React', 'TypeScript', 'Vite', '性能优化', '组件库'],
      },
      {
        company: '杭州数澜信息技术有限公司',
        title: '前端开发工程师',
        department: '产品研发部',
        start: '2018-07',
        end: '2021-05',
        duties: '参与数据中台产品的前端开发，负责报表与可视化模块；维护内部 Vue 组件库并编写单元测试。',
        results: '独立交付 12 类可视化图表组件，报表模块缺陷数下降 45%。',
        skills: ['Vue', 'JavaScript', 'ECharts'],
      },
    ],
    projects: [
      {
        name: '招聘管理系统前端重构',
        role: '前端负责人',
        start: '2022-03',
        end: '2023-01',
        description: '将多页应用重构为基于 React 18 的单页应用：路由按需加载、接口签名与统一错误处理、草稿自动保存；上线后页面崩溃率下降 80%。',
      },
      {
        name: '运营数据可视化大屏',
        role: '核心开发',
        start: '2019-09',
        end: '2020-06',
        description: '为运营团队搭建实时数据大屏，基于 ECharts 实现 20 余种图表与分钟级刷新，支持多屏拼接展示。',
      },
    ],
    education: [{ school: '浙江工业大学', degree: 'bachelor', major: '计算机科学与技术', start: '2014-09', end: '2018-06', fullTime: true }],
    certificates: [
      { name: '大学英语六级', obtained: '2016-06' },
      { name: '软件设计师（中级）', obtained: '2019-11' },
    ],
    languages: [{ language: 'english', level: 'good' }],
    links: [{ title: '个人技术博客', url: 'https://liming-fe.example.com' }],
  };
}

/**
 * 王婷 (u3): a product manager in 上海 whose resume is hidden (/privacySet), so tests can prove hiding works.
 * Consistent with her account (born 1993-08, 复旦大学 master 2018, working since 2018-07).
 */
export function hiddenSeekerResumeContent(): ResumeContent {
  return {
    basic: {
      name: '王婷',
      gender: 'female',
      birthMonth: '1993-08',
      freshGraduate: false,
      workStart: '2018-07',
      workStatus: 'considering',
      phone: '13800000003',
      email: 'wangting.pm@example.com',
      city: 'shanghai',
    },
    preferences: [{ title: '高级产品经理', category: 'product', city: 'shanghai', jobType: 'fulltime', salary: '20-50k' }],
    strengths: {
      text: '7 年 B 端产品经验，负责过供应链 SaaS 从 0 到 1 的产品规划；擅长需求分析与跨部门协作，主导的订单协同模块使客户履约时长缩短 30%。',
    },
    work: [
      {
        company: '上海启衡供应链管理有限公司',
        title: '高级产品经理',
        department: '产品部',
        start: '2021-03',
        end: null,
        duties: '负责供应链协同 SaaS 的订单与库存模块，规划版本路线图，编写需求文档并跟进研发与上线。',
        results: '订单协同模块上线后客户履约时长缩短 30%，续约率提升 12 个百分点。',
        skills: ['B端产品', '需求分析', 'Axure', 'SQL'],
      },
      {
        company: '上海禾木信息科技有限公司',
        title: '产品经理',
        department: '产品中心',
        start: '2018-07',
        end: '2021-02',
        duties: '负责企业报销系统的审批流与报表功能，组织用户访谈与可用性测试。',
        results: '审批平均耗时从 3 天降到 1 天。',
        skills: ['流程设计', '用户研究'],
      },
    ],
    projects: [],
    education: [{ school: '复旦大学', degree: 'master', major: '管理科学与工程', start: '2015-09', end: '2018-06', fullTime: true }],
    certificates: [{ name: 'PMP项目管理专业人士', obtained: '2020-09' }],
    languages: [{ language: 'english', level: 'fluent' }],
    links: [],
  };
}
