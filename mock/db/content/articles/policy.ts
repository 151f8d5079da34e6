import type { DocSeed } from '../types.ts';

/** 政策: social insurance, tax, retirement and the rules for online job posts. */
export const policyArticles: DocSeed[] = [
  {
    id: 'a201',
    category: 'policy',
    title: '社保入门：五险一金分别管什么，谁来交、交多少',
    titleEn: 'Social insurance basics: what the five insurances and the housing fund cover, and who pays',
    summary: '养老、医疗、失业由单位和个人共同缴纳，工伤和生育只由单位缴纳；缴费基数一般是上年度月平均工资，有上下限。',
    summaryEn:
      'Pension, medical and unemployment insurance are paid by employer and employee; work-injury and maternity by the employer alone; contributions are based on last year’s average monthly wage within a floor and a cap.',
    publishedAt: '2026-02-26',
    source: '《中华人民共和国社会保险法》第十条、第二十三条、第三十三条、第四十四条、第五十三条、第五十八条；《住房公积金管理条例》第十八条',
    baseViews: 52670,
    tags: ['社保', '五险一金', '公积金', '缴费基数'],
    html: `<h2>五险各管什么</h2>
<table><thead><tr><th>险种</th><th>保障</th><th>谁缴纳</th></tr></thead><tbody>
<tr><td>基本养老保险</td><td>退休后按月领取养老金</td><td>单位 + 个人</td></tr>
<tr><td>基本医疗保险</td><td>门诊、住院费用报销</td><td>单位 + 个人</td></tr>
<tr><td>失业保险</td><td>非因本人意愿失业时领取失业保险金</td><td>单位 + 个人</td></tr>
<tr><td>工伤保险</td><td>因工受伤或患职业病的医疗和补助</td><td>仅单位</td></tr>
<tr><td>生育保险</td><td>生育医疗费用和生育津贴（已与职工医保合并实施）</td><td>仅单位</td></tr>
</tbody></table>
<h2>个人大概交多少</h2>
<p>常见比例为：养老保险个人8%，医疗保险个人2%左右，失业保险个人0.5%左右。单位比例更高，例如养老保险单位比例多数地区为16%。各地比例不同，以当地社保经办机构公布为准。</p>
<h2>缴费基数</h2>
<p>一般为本人上年度月平均工资，低于当地社平工资60%的按60%，高于300%的按300%。按最低基数缴纳而工资明显更高的，属于未足额缴纳。</p>
<h2>住房公积金</h2>
<p>单位和职工缴存比例均不得低于职工上一年度月平均工资的5%，原则上不高于12%（各地有具体规定）。公积金可用于购房、租房提取和申请公积金贷款。</p>
<h2>三个常见误区</h2>
<ul><li>“试用期不交社保”：错误，建立劳动关系即应依法参保。</li><li>“自愿放弃社保可以多发工资”：放弃协议无效，劳动者仍可要求补缴，也可以此为由解除合同并主张经济补偿。</li><li>“交满15年就可以停”：停缴不影响已缴年限，但医保待遇、养老金水平与持续缴费相关，且最低缴费年限将逐步提高（见本站《延迟退休》一文）。</li></ul>`,
  },
  {
    id: 'a202',
    category: 'policy',
    title: '渐进式延迟退休怎么走：退休年龄与养老金最低缴费年限的变化',
    titleEn: 'Gradual delay of the retirement age: new retirement ages and the longer minimum contribution period',
    summary: '自2025年1月1日起，男职工退休年龄逐步延至63周岁，女职工分别延至55、58周岁；2030年起养老金最低缴费年限从15年逐年提高到20年。',
    summaryEn:
      'From 1 January 2025 retirement ages rise gradually to 63 for men and to 55 or 58 for women; from 2030 the minimum pension contribution period rises from 15 to 20 years, six months a year.',
    publishedAt: '2025-09-30',
    source: '《全国人民代表大会常务委员会关于实施渐进式延迟法定退休年龄的决定》（2024年9月13日）及所附《国务院关于渐进式延迟法定退休年龄的办法》',
    baseViews: 61204,
    tags: ['退休', '延迟退休', '养老金', '最低缴费年限'],
    html: `<h2>退休年龄怎么变</h2>
<p>从2025年1月1日起，用十五年时间逐步将男职工法定退休年龄从原60周岁延迟到63周岁，将女职工法定退休年龄从原50周岁、55周岁分别延迟到55周岁、58周岁。</p>
<table><thead><tr><th>人群</th><th>原退休年龄</th><th>改革后</th><th>节奏</th></tr></thead><tbody>
<tr><td>男职工</td><td>60周岁</td><td>63周岁</td><td>每4个月延迟1个月</td></tr>
<tr><td>原50周岁退休的女职工</td><td>50周岁</td><td>55周岁</td><td>每2个月延迟1个月</td></tr>
<tr><td>原55周岁退休的女职工</td><td>55周岁</td><td>58周岁</td><td>每4个月延迟1个月</td></tr>
</tbody></table>
<h2>最低缴费年限怎么变</h2>
<p>从2030年1月1日起，职工按月领取基本养老金的最低缴费年限由15年逐步提高至20年，每年提高6个月。</p>
<h2>弹性退休</h2>
<p>职工达到最低缴费年限的，可以自愿选择弹性提前退休，提前时间最长不超过3年，且退休年龄不得低于原法定退休年龄；也可以经与单位协商一致弹性延迟退休，延迟时间最长不超过3年。</p>
<h2>对求职者意味着什么</h2>
<ul><li>连续参保更重要：断缴年份不计入缴费年限。</li><li>灵活就业人员可以以个人身份参加职工养老保险，不要让缴费年限出现空档。</li><li>办法同时要求完善就业公共服务，禁止在招聘中设置不合理的年龄限制等就业歧视。</li></ul>`,
  },
  {
    id: 'a203',
    category: 'policy',
    title: '个税专项附加扣除：七项扣除标准一览',
    titleEn: 'Special additional deductions for individual income tax: the seven items at a glance',
    summary: '子女教育和3岁以下婴幼儿照护每孩每月2000元，赡养老人独生子女每月3000元，房贷利息每月1000元，房租每月800至1500元。',
    summaryEn:
      'Child education and infant care: ¥2,000 a month per child; elderly support for an only child: ¥3,000; mortgage interest: ¥1,000; rent: ¥800–1,500 depending on the city.',
    publishedAt: '2026-02-10',
    source: '《个人所得税专项附加扣除暂行办法》；《国务院关于提高个人所得税有关专项附加扣除标准的通知》（国发〔2023〕13号）',
    baseViews: 44352,
    tags: ['个税', '专项附加扣除', '个人所得税', '汇算清缴'],
    html: `<h2>扣除标准</h2>
<table><thead><tr><th>项目</th><th>标准</th></tr></thead><tbody>
<tr><td>子女教育</td><td>每个子女每月2000元</td></tr>
<tr><td>3岁以下婴幼儿照护</td><td>每个婴幼儿每月2000元</td></tr>
<tr><td>继续教育</td><td>学历（学位）教育每月400元，最长48个月；职业资格证书取得当年定额3600元</td></tr>
<tr><td>大病医疗</td><td>医保目录内自付超过15000元的部分，每年80000元限额内据实扣除</td></tr>
<tr><td>住房贷款利息</td><td>首套住房贷款每月1000元，最长240个月</td></tr>
<tr><td>住房租金</td><td>直辖市、省会等城市每月1500元；市辖区户籍人口超过100万的城市每月1100元；其他城市每月800元</td></tr>
<tr><td>赡养老人</td><td>独生子女每月3000元；非独生子女分摊每月3000元，每人不超过1500元</td></tr>
</tbody></table>
<h2>怎么申报</h2>
<p>在“个人所得税”App中填报，可以选择由单位在预扣预缴时扣除，也可以在次年3月1日至6月30日的年度汇算中扣除。住房贷款利息与住房租金不能同时享受。</p>
<h2>一个例子</h2>
<p>月薪15000元，个人缴纳社保公积金2700元，享受子女教育2000元、赡养老人3000元：每月应纳税所得额 = 15000 − 5000 − 2700 − 5000 = 2300元，全年27600元，适用3%税率，全年个税828元。</p>`,
  },
  {
    id: 'a204',
    category: 'policy',
    title: '失业了能领失业保险金吗？条件、期限与申领步骤',
    titleEn: 'Unemployment benefit: who qualifies, for how long, and how to claim',
    summary: '缴费满一年、非因本人意愿中断就业、已办理失业登记并有求职要求，即可申领；领取期限按缴费年限最长12至24个月。',
    summaryEn:
      'Paid in for a year, lost the job involuntarily, registered as unemployed and seeking work: you qualify; benefits last up to 12, 18 or 24 months by contribution years.',
    publishedAt: '2026-04-16',
    source: '《失业保险条例》第十四条、第十七条；《社会保险法》第四十五条、第四十六条',
    baseViews: 18903,
    tags: ['失业金', '失业保险', '失业登记'],
    html: `<h2>三个条件</h2>
<ol><li>失业前用人单位和本人已经缴纳失业保险费满一年；</li><li>非因本人意愿中断就业（如合同到期单位不续签、被辞退、因单位过错被迫解除）；</li><li>已经进行失业登记，并有求职要求。</li></ol>
<p>主动辞职一般不符合“非因本人意愿”，但因单位欠薪、未缴社保等原因依法解除合同的除外。</p>
<h2>能领多久</h2>
<table><thead><tr><th>累计缴费时间</th><th>最长领取期限</th></tr></thead><tbody>
<tr><td>满1年不足5年</td><td>12个月</td></tr><tr><td>满5年不足10年</td><td>18个月</td></tr><tr><td>10年以上</td><td>24个月</td></tr>
</tbody></table>
<h2>领多少</h2>
<p>失业保险金标准由省级政府确定，不得低于城市居民最低生活保障标准，一般低于当地最低工资标准。领取期间由失业保险基金代缴基本医疗保险费。</p>
<h2>怎么申领</h2>
<p>可通过当地人社App、国家社会保险公共服务平台或线下经办机构申领；单位应出具解除或终止劳动关系的证明，并在15日内办理社保关系转移（《劳动合同法》第五十条）。</p>`,
  },
  {
    id: 'a205',
    category: 'policy',
    title: '2026年起网络招聘信息要写清哪些内容',
    titleEn: 'What an online job post must state from 2026',
    summary: '五部门通知要求平台上的招聘信息写明单位情况、招聘人数、条件、工作内容、地点、基本劳动报酬和有效期，不得含歧视性内容。',
    summaryEn:
      'A five-department notice requires online job posts to state the employer, headcount, requirements, duties, location, basic pay and an expiry date, with no discriminatory content.',
    publishedAt: '2026-03-30',
    source:
      '人力资源社会保障部等五部门《关于规范网络平台招聘类信息发布的通知》（2026年）；《人力资源市场暂行条例》第二十四条；《中华人民共和国就业促进法》第三条',
    baseViews: 9021,
    tags: ['招聘信息', '就业歧视', '平台规范'],
    html: `<h2>一条合规的招聘信息包含</h2>
<ul><li>单位情况（名称、所属行业、规模）；</li><li>招聘人数；</li><li>招聘条件（学历、经验、技能）；</li><li>工作内容；</li><li>工作地点；</li><li>基本劳动报酬；</li><li>信息有效期。</li></ul>
<h2>不能出现的内容</h2>
<ul><li>民族、种族、性别、宗教信仰等歧视性内容；</li><li>户籍、地域、身份等不合理限制；</li><li>“高薪保录”“包过”等虚假或诱导性表述；</li><li>转载他人的招聘信息而不注明来源。</li></ul>
<h2>平台要做什么</h2>
<p>招聘服务类账号要有标识并展示许可证，至少每6个月复核一次资质；平台应设置举报渠道并及时处理。聚才对每条职位都检查这些要素，缺少任一项的职位不能发布。</p>
<h2>求职者怎么用</h2>
<p>看到缺少薪资、地点模糊、只写“面议”并要求先交钱的职位，请提高警惕，可以在职位页点击“举报”。</p>`,
  },
  {
    id: 'a206',
    category: 'policy',
    title: '报到证取消以后，应届生的档案和户口怎么办',
    titleEn: 'After the end of the graduate dispatch card: what happens to your file and hukou',
    summary: '自2023年起不再发放就业报到证，毕业去向登记取代其作用；档案按就业单位或户籍地转递，落户凭毕业证和单位材料办理。',
    summaryEn:
      'Since 2023 graduates no longer receive a dispatch card; a destination registration replaces it; the personnel file follows the employer or hukou, and settling needs the diploma and employer papers.',
    publishedAt: '2025-06-05',
    source: '教育部办公厅《关于做好2023届全国普通高校毕业生就业创业工作的通知》；人力资源社会保障部等《关于进一步做好高校毕业生等青年就业创业工作的通知》',
    baseViews: 12880,
    tags: ['应届生', '报到证', '档案', '落户', '三方协议'],
    html: `<h2>变化是什么</h2>
<p>从2023年起，不再发放《全国普通高等学校本专科毕业生就业报到证》和《全国毕业研究生就业报到证》，取消就业报到证补办、改派手续，不再将就业报到证作为办理高校毕业生招聘录用、落户、档案接收转递等手续的必需材料。</p>
<h2>毕业去向登记</h2>
<p>学校通过全国高校毕业生毕业去向登记系统为毕业生登记就业信息，毕业生可以登录学信网查询。登记信息要与实际去向一致，签了三方协议或劳动合同的要及时确认。</p>
<h2>档案去哪里</h2>
<ul><li>到机关、事业单位或有档案管理权限的国企就业：转至单位；</li><li>到一般企业就业：可转至就业地或户籍地的公共就业人才服务机构；</li><li>暂未就业：可在毕业后两年内保留在学校，或转回户籍地。</li></ul>
<h2>提醒</h2>
<p>档案不能由本人自行拆封携带。需要开具证明、转正定级、考公考编政审时都会用到档案，毕业后请确认它的去向。</p>`,
  },
];
