import type { DocSeed } from '../types.ts';

/** 攻略: practical steps of a job search, from the offer to the first day. */
export const guideArticles: DocSeed[] = [
  {
    id: 'a401',
    category: 'guide',
    title: '收到Offer先别急着辞职：逐项核对这七件事',
    titleEn: 'Got an offer? Check these seven things before you resign',
    summary: '岗位、薪资结构、试用期、社保公积金基数、工作地点与工时、入职材料和Offer的有效期，最好都以书面形式确认。',
    summaryEn:
      'Confirm in writing: the role, pay structure, probation, social-insurance and housing-fund base, location and hours, onboarding papers, and how long the offer is valid.',
    publishedAt: '2026-06-18',
    source: '聚才编辑部整理；《中华人民共和国劳动合同法》第八条、第十七条',
    baseViews: 28301,
    tags: ['offer', '录用通知', '入职', '辞职'],
    html: `<p>用人单位招用劳动者时，应当如实告知工作内容、工作条件、工作地点、职业危害、安全生产状况、劳动报酬等情况（《劳动合同法》第八条）。拿到Offer后，下面七件事要问清楚并留下书面记录。</p>
<h2>1. 岗位与汇报对象</h2><p>职位名称、所属部门、直属上级，避免入职后被安排到另一个岗位。</p>
<h2>2. 薪资结构</h2><p>基本工资、绩效、补贴各多少，年终奖是“N薪”固定发放还是视业绩而定，发薪日是哪天。</p>
<h2>3. 试用期</h2><p>试用期长度是否符合法定上限，试用期工资是否不低于约定工资的80%。</p>
<h2>4. 社保和公积金</h2><p>从哪个月开始缴纳，缴费基数按实际工资还是最低基数，公积金比例多少。</p>
<h2>5. 地点与工时</h2><p>办公地址、是否需要出差或驻场，工作制是双休、大小周还是排班，加班怎么计算。</p>
<h2>6. 入职材料</h2><p>离职证明、学历证书、体检报告等需要哪些，体检费用由谁承担。</p>
<h2>7. Offer有效期</h2><p>Offer写明的入职日期和有效期。建议在新单位书面确认后，再向原单位提出离职。</p>`,
  },
  {
    id: 'a402',
    category: 'guide',
    title: '离职交接清单：离职证明、社保转移、公积金与档案',
    titleEn: 'Leaving a job: the resignation certificate, social-insurance transfer, housing fund and file',
    summary: '提前三十日书面通知即可离职；单位应出具离职证明，并在十五日内办理档案和社保关系转移。',
    summaryEn:
      'Thirty days’ written notice ends the contract; the employer must issue a certificate of termination and transfer your file and social insurance within 15 days.',
    publishedAt: '2026-01-21',
    source: '《中华人民共和国劳动合同法》第三十七条、第五十条；《劳动合同法实施条例》第二十四条',
    baseViews: 17422,
    tags: ['离职', '离职证明', '社保转移', '交接'],
    html: `<h2>提出离职</h2><p>劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同（第三十七条）。书面通知要留存签收记录或邮件回执。</p>
<h2>单位必须做的</h2><ul><li>出具解除或终止劳动合同的证明，写明合同期限、解除或终止日期、工作岗位、在本单位的工作年限（实施条例第二十四条）；</li><li>在十五日内为劳动者办理档案和社会保险关系转移手续（第五十条）；</li><li>依法应当支付经济补偿的，在办结工作交接时支付。</li></ul>
<h2>你需要做的</h2><ul><li>按约定完成工作交接，归还公司设备和资料；</li><li>结清工资、未休年假折算、报销款，确认最后一个月社保由哪家单位缴纳；</li><li>新单位入职后，养老保险跨省转移可在国家社会保险公共服务平台线上申请。</li></ul>
<h2>离职证明里不该出现的</h2><p>离职证明是证明文件，不应写入对劳动者的负面评价。单位拒不出具，给劳动者造成损害的，应当承担赔偿责任。</p>`,
  },
  {
    id: 'a403',
    category: 'guide',
    title: '应届生秋招时间线：从7月到次年春招怎么安排',
    titleEn: 'The graduate autumn recruiting calendar: from July to the next spring',
    summary: '提前批7至8月开始，正式批9至11月集中网申和笔面试，春招和补录在次年2至4月；每个阶段要做的准备不同。',
    summaryEn:
      'Early rounds start in July–August, the main round runs September–November, spring and supplementary hiring follow in February–April; each stage needs different preparation.',
    publishedAt: '2026-07-02',
    source: '聚才编辑部根据2025至2026届校园招聘公告整理',
    baseViews: 21560,
    tags: ['秋招', '校招', '应届生', '网申', '春招'],
    html: `<h2>时间线</h2>
<table><thead><tr><th>时间</th><th>阶段</th><th>你要做的</th></tr></thead><tbody>
<tr><td>6–7月</td><td>准备期</td><td>定目标行业与城市，完成简历初稿，整理项目与实习经历</td></tr>
<tr><td>7–8月</td><td>提前批</td><td>关注目标企业公众号和官网，投递提前批，准备笔试</td></tr>
<tr><td>9–11月</td><td>正式批</td><td>集中网申、笔试、面试，参加宣讲会和双选会</td></tr>
<tr><td>11–12月</td><td>谈薪与签约</td><td>比较Offer，签三方协议前确认违约条款</td></tr>
<tr><td>次年2–4月</td><td>春招与补录</td><td>关注补录岗位和国企、事业单位招聘</td></tr>
</tbody></table>
<h2>三条建议</h2><ul><li>网申要看清截止日期，很多企业按批次滚动录取，越早投递机会越多；</li><li>一份通用简历加每个方向一份定制版本；</li><li>校招不收取任何费用，“付费内推”“保录班”都要拒绝。</li></ul>`,
  },
  {
    id: 'a404',
    category: 'guide',
    title: '三方协议、劳动合同、Offer有什么区别',
    titleEn: 'Tripartite agreement, labour contract, offer letter: what is the difference',
    summary: 'Offer是录用意向，三方协议是学校、学生、单位之间关于就业的约定，劳动合同才确立劳动关系，三者效力和违约后果不同。',
    summaryEn:
      'An offer states intent, the tripartite agreement binds school, student and employer about employment, and only the labour contract establishes the employment relationship.',
    publishedAt: '2025-11-04',
    source: '《中华人民共和国劳动合同法》第七条、第十条、第二十五条；《中华人民共和国民法典》第四百七十二条',
    baseViews: 13214,
    tags: ['三方协议', '违约金', 'offer', '劳动合同', '应届生'],
    html: `<h2>一张表看懂</h2>
<table><thead><tr><th></th><th>Offer</th><th>三方协议</th><th>劳动合同</th></tr></thead><tbody>
<tr><td>签订主体</td><td>单位 → 个人</td><td>学校、学生、单位</td><td>单位与劳动者</td></tr>
<tr><td>性质</td><td>要约，接受后对双方有约束</td><td>就业协议，民事约定</td><td>确立劳动关系</td></tr>
<tr><td>违约金</td><td>一般无</td><td>可以约定，常见数千元</td><td>除服务期和竞业限制外不得约定</td></tr>
</tbody></table>
<h2>要点</h2><ul><li>劳动关系自用工之日起建立（第七条），三方协议不能代替劳动合同；</li><li>三方协议的违约金要在签约前谈清楚，并写明“考取研究生、公务员可解约”等条款；</li><li>入职后单位应在一个月内签订劳动合同。</li></ul>`,
  },
  {
    id: 'a405',
    category: 'guide',
    title: '零工与兼职怎么做才安心：结算、保险与纠纷',
    titleEn: 'Gig and part-time work done safely: settlement, insurance and disputes',
    summary: '非全日制用工以小时计酬，每日不超过4小时、每周累计不超过24小时，工资结算周期最长不超过15日，不得约定试用期。',
    summaryEn: 'Part-time work is paid by the hour, up to 4 hours a day and 24 a week, settled at least every 15 days, with no probation period.',
    publishedAt: '2026-08-05',
    source: '《中华人民共和国劳动合同法》第六十八条、第六十九条、第七十条、第七十一条、第七十二条',
    baseViews: 11240,
    tags: ['兼职', '零工', '日结', '非全日制'],
    html: `<h2>非全日制用工的规则</h2><ul><li>一般平均每日工作时间不超过4小时，每周累计不超过24小时（第六十八条）；</li><li>可以订立口头协议，但最好保留书面记录（第六十九条）；</li><li>不得约定试用期（第七十条）；</li><li>任何一方都可以随时通知终止，单位不支付经济补偿（第七十一条）；</li><li>小时计酬标准不得低于当地最低小时工资标准，结算周期最长不得超过十五日（第七十二条）。</li></ul>
<h2>零工平台上的建议</h2><ul><li>选择“预付”或“担保结算”的零工，报名前看清结算方式和时限；</li><li>按时签到签退，工时以平台记录为准；</li><li>体力劳动、高空、驾驶类零工，确认雇主是否购买了意外险。</li></ul>
<h2>发生纠纷</h2><p>在“我的零工”中发起申诉，上传签到记录和聊天截图，平台会介入处理。</p>`,
  },
  {
    id: 'a406',
    category: 'guide',
    title: '换城市找工作：先算清生活成本和社保衔接',
    titleEn: 'Job hunting in another city: count living costs and keep social insurance continuous',
    summary: '比较城市时看到手收入减去房租和通勤；养老保险跨省可以转移接续，医保转移后注意待遇等待期。',
    summaryEn:
      'Compare cities by take-home pay minus rent and commuting; pension insurance moves across provinces, and medical insurance may have a waiting period after a transfer.',
    publishedAt: '2025-08-12',
    source: '《城镇企业职工基本养老保险关系转移接续暂行办法》；国家医保局关于基本医疗保险关系转移接续的规定',
    baseViews: 9876,
    tags: ['换城市', '异地', '社保转移', '租房'],
    html: `<h2>先算一笔账</h2><p>可支配收入 = 税后工资 − 房租 − 通勤 − 餐饮。一线城市月薪高出20%，如果房租多出2000元，实际可能并不划算。</p>
<h2>社保怎么衔接</h2><ul><li>养老保险：新单位参保后，通过国家社会保险公共服务平台或当地App申请转移，缴费年限累计计算；</li><li>医疗保险：跨统筹区转移接续后，个人账户余额可以转移，中断缴费超过3个月的，部分地区设有待遇等待期；</li><li>公积金：可以办理异地转移接续，或在符合条件时提取。</li></ul>
<h2>落户与子女入学</h2><p>不少城市以社保连续缴纳月数作为积分落户、子女入学的条件，换城市前查清目标城市的规定，尽量不断缴。</p>`,
  },
];
