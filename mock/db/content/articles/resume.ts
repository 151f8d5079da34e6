import type { DocSeed } from '../types.ts';

/** 简历: writing, tailoring and protecting a resume. */
export const resumeArticles: DocSeed[] = [
  {
    id: 'a601',
    category: 'resume',
    title: '一页简历的结构：HR平均只看十几秒，先看到什么',
    titleEn: 'A one-page resume: recruiters skim in seconds, so what do they see first',
    summary: '基本信息、求职意向、核心经历、技能证书依次排列；经历按时间倒序，每条以动词开头并写结果。',
    summaryEn:
      'Contact details, target role, key experience, then skills: experience in reverse order, each line starting with a verb and ending with a result.',
    publishedAt: '2026-05-27',
    source: '聚才求职顾问团队；2026年平台招聘方筛选行为访谈',
    baseViews: 33900,
    tags: ['简历', '简历模板', '一页简历'],
    html: `<h2>从上到下</h2><ol><li>姓名、手机号、邮箱、所在城市（不需要写身份证号、婚育、血型）；</li><li>求职意向：岗位、城市、期望薪资；</li><li>工作/实习经历：公司、职位、时间，3至5条要点；</li><li>项目经历（与岗位相关的）；</li><li>教育背景；</li><li>技能与证书。</li></ol>
<h2>每条要点这样写</h2><p>“动词 + 做了什么 + 结果”，例如：“重构商品搜索排序，点击率提升12%”。</p>
<h2>避免</h2><ul><li>大段自我评价，如“性格开朗、吃苦耐劳”；</li><li>与岗位无关的经历占据大量篇幅；</li><li>照片过度修饰、文件名是“简历(1).pdf”。建议命名为“姓名-岗位-手机号.pdf”。</li></ul>`,
  },
  {
    id: 'a602',
    category: 'resume',
    title: '按职位描述改简历：关键词对齐的方法',
    titleEn: 'Tailoring your resume to the job description by aligning keywords',
    summary: '把职位描述拆成职责和要求，在简历中找到对应经历并使用相同的术语，但不夸大、不编造。',
    summaryEn: 'Split the job description into duties and requirements, match each with your experience in the same terms — without inflating or inventing.',
    publishedAt: '2026-08-12',
    source: '聚才求职顾问团队',
    baseViews: 14320,
    tags: ['简历', '关键词', 'JD'],
    html: `<h2>三步</h2><ol><li>把职位描述中的职责和要求逐条列出；</li><li>为每一条找到自己的一段经历或一个项目；</li><li>用职位描述里的词重写这一条，并放到靠前的位置。</li></ol>
<h2>示例</h2><table><thead><tr><th>职位要求</th><th>原写法</th><th>改写后</th></tr></thead><tbody>
<tr><td>熟悉数据分析，能独立搭建报表</td><td>负责每周数据统计</td><td>用SQL和Excel搭建周度销售报表，覆盖12个区域</td></tr>
<tr><td>有跨部门沟通经验</td><td>配合其他部门工作</td><td>协调产品、运营、客服三个团队，推动退款流程缩短2天</td></tr></tbody></table>
<h2>底线</h2><p>简历内容必须真实。以欺诈手段订立的劳动合同无效（《劳动合同法》第二十六条），入职后被发现伪造学历或经历，单位可以依法解除合同。</p>`,
  },
  {
    id: 'a603',
    category: 'resume',
    title: '应届生没有工作经历，简历写什么',
    titleEn: 'No work experience yet? What a graduate puts on a resume',
    summary: '课程项目、实习、竞赛、学生工作和作品集都可以写，重点是你承担的任务和做出的结果。',
    summaryEn: 'Course projects, internships, competitions, student work and a portfolio all count; show the task you owned and the result.',
    publishedAt: '2025-09-09',
    source: '聚才求职顾问团队',
    baseViews: 19904,
    tags: ['应届生', '简历', '实习', '校招'],
    html: `<h2>可以写的经历</h2><ul><li>实习：即使只有一个月，也写清职责与成果；</li><li>课程或毕业设计项目：写清你负责的模块；</li><li>竞赛：名次与你的角色；</li><li>学生工作与志愿服务：组织了什么、多少人参与；</li><li>作品集：设计、写作、代码仓库链接。</li></ul>
<h2>教育背景放前面</h2><p>应届生的教育背景可以放在经历之前，写上与岗位相关的主修课程和成绩排名（排名靠前时）。</p>
<h2>不要写</h2><p>与岗位无关的兴趣爱好清单、过多的证书罗列、照抄的模板自我评价。</p>`,
  },
  {
    id: 'a604',
    category: 'resume',
    title: '简历里的个人信息：哪些该写，哪些别写',
    titleEn: 'Personal details on a resume: what to include and what to leave out',
    summary: '联系方式和城市足够，身份证号、家庭住址门牌号、银行卡等不应出现在简历上；平台上可以设置简历隐私。',
    summaryEn:
      'A phone number, e-mail and city are enough; ID number, full home address and bank details do not belong on a resume; set your resume privacy on the platform.',
    publishedAt: '2026-06-29',
    source: '《中华人民共和国个人信息保护法》第六条、第十三条、第二十八条',
    baseViews: 11870,
    tags: ['个人信息', '隐私', '简历泄露'],
    html: `<h2>法律原则</h2><p>处理个人信息应当具有明确、合理的目的，并限于实现处理目的的最小范围（《个人信息保护法》第六条）。身份证号、金融账户属于敏感个人信息（第二十八条）。</p>
<h2>该写</h2><ul><li>姓名、手机号、邮箱、所在城市；</li><li>与岗位相关的资格证书编号（需要时）。</li></ul>
<h2>别写</h2><ul><li>身份证号、银行卡号；</li><li>详细到门牌号的家庭住址；</li><li>家庭成员的工作单位、收入。</li></ul>
<h2>在聚才上</h2><p>可以在“隐私设置”中选择简历仅对投递过的企业可见，屏蔽当前公司及关联公司，使用隐私号与招聘方通话。</p>`,
  },
  {
    id: 'a605',
    category: 'resume',
    title: '跳槽频繁、空窗期：简历上怎么诚实地解释',
    titleEn: 'Frequent job changes and gaps: explaining them honestly on a resume',
    summary: '空窗期写明原因（深造、照顾家人、创业），频繁跳槽突出每段经历的连续主线；不要修改任职时间。',
    summaryEn: 'State the reason for a gap (study, family care, a start-up); show the common thread across short jobs; never alter employment dates.',
    publishedAt: '2026-10-20',
    source: '聚才求职顾问团队；2026年平台招聘方访谈',
    baseViews: 8722,
    tags: ['空窗期', '跳槽', '简历'],
    html: `<h2>空窗期</h2><p>在时间线里用一行说明：“2025.03–2025.10 备考/照顾家人/个人项目”，面试时准备一句话的解释，并说明这段时间做了什么准备。</p>
<h2>频繁跳槽</h2><ul><li>找到各段经历的共同主线（同一行业、同一技能）；</li><li>合同到期、公司裁员等客观原因可以简要注明；</li><li>短于三个月的经历如与岗位无关，可以合并说明。</li></ul>
<h2>不要做</h2><p>修改入离职时间、合并公司名称。背景调查核实时间不符，会直接影响录用。</p>`,
  },
];
