import type { DocSeed } from '../types.ts';

/** 面试: preparing, answering, and the questions an interviewer may not ask. */
export const interviewArticles: DocSeed[] = [
  {
    id: 'a501',
    category: 'interview',
    title: '用STAR法讲项目经历：让面试官听懂你做了什么',
    titleEn: 'Telling a project with STAR so the interviewer understands what you did',
    summary: '情境、任务、行动、结果四步讲述，重点放在“我做了什么”和可以量化的结果上，每个故事控制在两分钟内。',
    summaryEn: 'Situation, task, action, result: stress what you did and the measurable outcome, and keep each story within two minutes.',
    publishedAt: '2026-04-08',
    source: '聚才求职顾问团队；结合2026年平台招聘方访谈整理',
    baseViews: 26530,
    tags: ['STAR', '项目经历', '面试技巧'],
    html: `<h2>四个部分</h2><table><thead><tr><th>步骤</th><th>说什么</th><th>占比</th></tr></thead><tbody>
<tr><td>S 情境</td><td>背景：团队规模、业务问题</td><td>15%</td></tr><tr><td>T 任务</td><td>你负责的目标</td><td>15%</td></tr>
<tr><td>A 行动</td><td>你具体做了哪些决定和工作</td><td>50%</td></tr><tr><td>R 结果</td><td>数据、影响、复盘</td><td>20%</td></tr></tbody></table>
<h2>一个例子</h2><blockquote>S：门店小程序下单高峰时经常超时。T：我负责在两周内把下单接口的超时率降下来。A：我先用日志定位到库存查询是瓶颈，加了缓存并把扣减改为异步，和测试一起做了压测。R：高峰超时率从4.2%降到0.3%，此后三个月没有再出现超时投诉。</blockquote>
<h2>常见错误</h2><ul><li>只讲团队做了什么，听不出自己的贡献；</li><li>结果没有数字；</li><li>背景讲得太长，行动一笔带过。</li></ul>
<h2>准备方法</h2><p>提前准备3至5个故事，分别对应“解决难题”“协作冲突”“失败经历”“主动推动”等常见问题，每个故事写成要点卡片，练到两分钟内讲完。</p>`,
  },
  {
    id: 'a502',
    category: 'interview',
    title: '面试官问婚育、户籍、血型？这些问题可以不回答',
    titleEn: 'Asked about marriage plans, hukou or blood type? You may decline to answer',
    summary: '招聘不得因性别、民族、宗教信仰等歧视，不得以婚育状况限制女性就业，不得以传染病病原携带者为由拒绝录用。',
    summaryEn:
      'Hiring may not discriminate by gender, ethnicity or religion, restrict women by marriage or childbearing status, or refuse carriers of infectious pathogens.',
    publishedAt: '2026-03-08',
    source: '《中华人民共和国就业促进法》第三条、第二十七条、第三十条、第六十二条；《中华人民共和国妇女权益保障法》第四十三条',
    baseViews: 18877,
    tags: ['就业歧视', '婚育', '面试问题', '女性就业'],
    html: `<h2>法律怎么规定</h2><ul><li>劳动者依法享有平等就业和自主择业的权利，不因民族、种族、性别、宗教信仰等不同而受歧视（《就业促进法》第三条）；</li><li>用人单位在招录过程中不得限定性别或性别优先，不得询问或者调查女性求职者的婚育情况，不得将妊娠测试作为入职体检项目（《妇女权益保障法》第四十三条）；</li><li>不得以是传染病病原携带者为由拒绝录用（《就业促进法》第三十条）。</li></ul>
<h2>怎么回应</h2><p>可以礼貌地把话题拉回工作：“这个问题和岗位要求关系不大，我更想介绍一下我在……方面的经验。”</p>
<h2>遇到歧视怎么办</h2><p>保存招聘信息和面试记录。实施就业歧视的，劳动者可以向人民法院提起诉讼（《就业促进法》第六十二条），也可以向劳动保障监察机构投诉；在聚才上可以举报该职位。</p>`,
  },
  {
    id: 'a503',
    category: 'interview',
    title: '视频面试的技术与礼仪清单',
    titleEn: 'A checklist for video interviews: equipment and etiquette',
    summary: '提前十分钟测试设备和网络，选择安静、光线正面的环境，看摄像头而不是屏幕，准备纸笔和简历。',
    summaryEn: 'Test devices and network ten minutes early, choose a quiet spot lit from the front, look at the camera, keep paper and your resume at hand.',
    publishedAt: '2025-12-16',
    source: '聚才求职顾问团队',
    baseViews: 12005,
    tags: ['视频面试', '远程面试', '礼仪'],
    html: `<h2>开始前</h2><ul><li>提前安装会议软件，用邀请链接试进一次；</li><li>电脑接电源，手机调静音，关闭会弹出通知的软件；</li><li>背景简洁，光源在正前方，摄像头与眼睛平齐。</li></ul>
<h2>面试中</h2><ul><li>回答时看摄像头，倾听时可以看屏幕；</li><li>网络卡顿时直接说明：“刚才信号不好，我从……再说一遍”；</li><li>需要展示作品时，只共享单个窗口，不共享整个桌面。</li></ul>
<h2>安全提醒</h2><p>正规面试不会要求你共享手机屏幕、提供验证码或下载不明App。</p>`,
  },
  {
    id: 'a504',
    category: 'interview',
    title: '谈薪三步：查行情、报区间、谈总包',
    titleEn: 'Negotiating pay in three steps: know the market, give a range, discuss the whole package',
    summary: '先用行业数据确定合理区间，报价时给出有依据的区间，再把年终奖、补贴、调薪周期一起谈。',
    summaryEn: 'Set a range from market data, quote a reasoned range, then negotiate bonuses, allowances and the raise cycle together.',
    publishedAt: '2026-09-23',
    source: '聚才求职顾问团队；参考本站《2026年第三季度热门岗位薪资报告》',
    baseViews: 30112,
    tags: ['谈薪', '薪资', '总包', 'offer'],
    html: `<h2>第一步：查行情</h2><p>用同城、同岗位、同经验段的薪资中位数作为参照，再根据自己的技能和稀缺度上下调整。</p>
<h2>第二步：报区间</h2><p>给出一个下限是自己可接受水平的区间，例如“根据我的经验和这个岗位的职责，期望在18K到22K之间”。</p>
<h2>第三步：谈总包</h2><table><thead><tr><th>项目</th><th>要问清的</th></tr></thead><tbody>
<tr><td>月薪</td><td>税前还是税后，是否含绩效</td></tr><tr><td>年终奖</td><td>固定N薪还是浮动，去年实际发放情况</td></tr>
<tr><td>补贴</td><td>餐补、交通、住房</td></tr><tr><td>社保公积金</td><td>缴费基数与公积金比例</td></tr><tr><td>调薪</td><td>周期和幅度</td></tr></tbody></table>
<h2>不要做的</h2><ul><li>虚报当前薪资：背景调查可能核实，入职后也可能因此解除合同；</li><li>在没有书面Offer前辞去现职。</li></ul>`,
  },
  {
    id: 'a505',
    category: 'interview',
    title: '群面（无领导小组讨论）怎么表现',
    titleEn: 'How to do well in a leaderless group discussion',
    summary: '群面考察的是推动讨论、倾听和整合观点的能力，不是谁说得最多；记录、计时、总结都是可以争取的角色。',
    summaryEn:
      'Group interviews test driving the discussion, listening and integrating views, not talking the most; note-taker, timekeeper and summariser are all useful roles.',
    publishedAt: '2025-10-15',
    source: '聚才求职顾问团队；结合校园招聘面试官访谈整理',
    baseViews: 10420,
    tags: ['群面', '无领导小组', '校招'],
    html: `<h2>流程</h2><ol><li>阅读材料（5分钟）；</li><li>个人陈述（每人1分钟）；</li><li>自由讨论（20至30分钟）；</li><li>小组总结汇报。</li></ol>
<h2>加分行为</h2><ul><li>先提出讨论框架：“我们先定评价标准，再逐项比较”；</li><li>引用并补充他人的观点；</li><li>讨论偏题时拉回，临近结束提醒时间。</li></ul>
<h2>减分行为</h2><ul><li>打断他人、反复强调自己的观点；</li><li>全程沉默；</li><li>总结时只讲自己的观点。</li></ul>`,
  },
  {
    id: 'a506',
    category: 'interview',
    title: '面试最后“你有什么问题要问我”，这样问',
    titleEn: 'The closing "any questions for me?": what to ask',
    summary: '围绕岗位期望、团队、评价标准提问，既能获取信息，也能体现你对岗位的思考；薪资福利细节留到HR面。',
    summaryEn: 'Ask about expectations, the team and how success is measured; keep pay and benefit details for the HR round.',
    publishedAt: '2026-02-03',
    source: '聚才求职顾问团队',
    baseViews: 15540,
    tags: ['反问', '面试技巧'],
    html: `<h2>可以问的</h2><ul><li>“这个岗位入职后三个月内最重要的目标是什么？”</li><li>“团队现在有多少人，分工是怎样的？”</li><li>“您觉得在这个岗位上做得好的人有什么共同点？”</li><li>“接下来的面试流程和大致时间是怎样的？”</li></ul>
<h2>不建议问的</h2><ul><li>网上一查就能知道的公司信息；</li><li>在技术面上追问年假、加班费等细节（可以在HR面问）。</li></ul>`,
  },
];
