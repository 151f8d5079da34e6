import type { DocSeed } from '../types.ts';
import { SALARY_ROWS } from '../salaryTable.ts';

/** 薪酬报告: the portal's own salary figures, with their sample stated, and how to read a pay slip. */

const rows = SALARY_ROWS.map(
  (r) => `<tr><td>${r.role}</td><td>${r.city}</td><td>${r.junior}</td><td>${r.middle}</td><td>${r.senior}</td><td>${r.samples}</td></tr>`,
).join('');

export const salaryArticles: DocSeed[] = [
  {
    id: 'a701',
    category: 'salary',
    title: '2026年第三季度热门岗位薪资报告（四城对比）',
    titleEn: 'Salary report, Q3 2026: popular roles compared across four cities',
    summary: '基于聚才平台7至9月在招职位的月薪中位数：北京、上海领先，杭州与一线差距在一成左右，成都约为一线的七成。',
    summaryEn:
      'Median monthly pay of open jobs on JuCai in July–September: Beijing and Shanghai lead, Hangzhou is about 10% below, Chengdu about 70% of the tier-one cities.',
    publishedAt: '2026-10-15',
    source: '聚才平台在招职位数据（2026年7月1日至9月30日发布、标明薪资的全职职位，样本见表；月薪为税前中位数，元）',
    baseViews: 57432,
    tags: ['薪资报告', '工资', '中位数', '北京', '上海', '杭州', '成都'],
    attachments: [{ name: '2026年第三季度薪资数据.csv', file: 'salary-2026q3.csv' }],
    html: `<h2>说明</h2><p>本报告统计 2026 年 7 月 1 日至 9 月 30 日在聚才发布、标明薪资区间的全职职位，取区间中点的中位数。职位薪资是招聘方的报价，不等于实际成交工资。</p>
<h2>分岗位、城市、经验的月薪中位数</h2>
<table><thead><tr><th>岗位</th><th>城市</th><th>1–3年</th><th>3–5年</th><th>5–10年</th><th>样本（个职位）</th></tr></thead><tbody>${rows}</tbody></table>
<p><img src="/user/content/figures/salary-2026q3.svg" width="720" height="360" alt="四城Java开发工程师3至5年经验月薪中位数柱状图"></p>
<h2>三个发现</h2><ul><li>3至5年经验是涨幅最大的阶段，多数岗位比1至3年高出四成左右；</li><li>杭州的技术岗接近一线城市，职能岗差距更大；</li><li>成都整体约为北京的七成，但房租约为北京的一半，可支配收入差距小于薪资差距。</li></ul>
<h2>怎么用这份数据</h2><p>谈薪时把同城同经验段的中位数作为参照，再结合岗位职责和自身技能调整。完整数据可下载附件。</p>`,
  },
  {
    id: 'a702',
    category: 'salary',
    title: '看懂工资条：应发、实发、扣款都是什么',
    titleEn: 'Reading a pay slip: gross, net and the deductions in between',
    summary: '实发工资 = 应发工资 − 个人社保 − 个人公积金 − 个税 − 其他扣款；单位应当向劳动者提供工资清单。',
    summaryEn: 'Net pay = gross − employee social insurance − housing fund − income tax − other deductions; the employer must give you a wage statement.',
    publishedAt: '2026-01-28',
    source: '《工资支付暂行规定》第六条、第十五条；《中华人民共和国个人所得税法》第六条',
    baseViews: 24610,
    tags: ['工资条', '实发工资', '扣款', '个税'],
    html: `<h2>一张工资条</h2><table><thead><tr><th>项目</th><th>金额（元）</th><th>说明</th></tr></thead><tbody>
<tr><td>基本工资</td><td>10000</td><td>合同约定</td></tr><tr><td>绩效工资</td><td>2000</td><td>按考核</td></tr><tr><td>餐补</td><td>500</td><td></td></tr>
<tr><td><strong>应发合计</strong></td><td><strong>12500</strong></td><td></td></tr>
<tr><td>养老保险（个人8%）</td><td>−960</td><td>基数12000</td></tr><tr><td>医疗保险（个人2%）</td><td>−240</td><td></td></tr>
<tr><td>失业保险（个人0.5%）</td><td>−60</td><td></td></tr><tr><td>住房公积金（个人7%）</td><td>−840</td><td></td></tr>
<tr><td>个人所得税</td><td>−162</td><td>累计预扣法，首月</td></tr>
<tr><td><strong>实发</strong></td><td><strong>10238</strong></td><td></td></tr></tbody></table>
<p>个税首月：(12500 − 5000 − 2100) × 3% = 162元。</p>
<h2>单位能扣什么</h2><p>单位可以代扣个税、个人社保和公积金、法院判决的抚养费等（第十五条）。因劳动者本人原因给单位造成经济损失的，每月扣除部分不得超过当月工资的20%，扣除后的剩余工资不得低于当地最低工资标准。</p>
<h2>工资清单</h2><p>单位支付工资时应向劳动者提供一份个人的工资清单（第六条）。</p>`,
  },
  {
    id: 'a703',
    category: 'salary',
    title: '年终奖怎么交税：单独计税与并入综合所得怎么选',
    titleEn: 'Tax on the year-end bonus: taxing it separately or with the rest of your income',
    summary: '全年一次性奖金单独计税政策延续至2027年底，可以选择单独计税或并入当年综合所得，收入不同选择结果不同。',
    summaryEn:
      'Separate taxation of the annual bonus is extended to the end of 2027; choosing it or merging the bonus into annual income gives different results by income level.',
    publishedAt: '2026-01-05',
    source: '财政部 税务总局《关于延续实施全年一次性奖金个人所得税政策的公告》（2023年第30号）',
    baseViews: 29988,
    tags: ['年终奖', '个税', '单独计税', '汇算'],
    html: `<h2>两种方式</h2><ul><li>单独计税：年终奖除以12，按月度税率表确定税率和速算扣除数，单独计算；</li><li>并入综合所得：与工资薪金合并，年度汇算时一起计算。</li></ul>
<h2>月度税率表（单独计税用）</h2><table><thead><tr><th>年终奖÷12</th><th>税率</th><th>速算扣除数</th></tr></thead><tbody>
<tr><td>不超过3000元</td><td>3%</td><td>0</td></tr><tr><td>3000–12000元</td><td>10%</td><td>210</td></tr><tr><td>12000–25000元</td><td>20%</td><td>1410</td></tr>
<tr><td>25000–35000元</td><td>25%</td><td>2660</td></tr><tr><td>35000–55000元</td><td>30%</td><td>4410</td></tr><tr><td>55000–80000元</td><td>35%</td><td>7160</td></tr><tr><td>超过80000元</td><td>45%</td><td>15160</td></tr></tbody></table>
<h2>临界点</h2><p>年终奖36000元单独计税缴税1080元；36001元则适用10%税率，缴税3390.1元，多发1元多交2310.1元。发放时应避开36000–38566.67元等区间。</p>
<h2>怎么选</h2><p>年度汇算时可以在个人所得税App中两种方式都试算，选择税额低的一种。</p>`,
  },
  {
    id: 'a704',
    category: 'salary',
    title: '“月薪两万、14薪”实际一年拿多少',
    titleEn: '"¥20,000 a month, 14 months": what you actually take home in a year',
    summary: '以北京为例粗算：年度税前28万元，扣除个人社保公积金和个税后，到手约为税前的七成多，具体取决于缴费基数和专项附加扣除。',
    summaryEn:
      'A rough Beijing example: ¥280,000 gross a year becomes a little over 70% after employee contributions and tax, depending on the contribution base and deductions.',
    publishedAt: '2026-07-21',
    source: '《中华人民共和国个人所得税法》第二条、第三条、第六条；示例按个人社保公积金比例22.5%、无专项附加扣除估算',
    baseViews: 22741,
    tags: ['年薪', '14薪', '到手', '税后'],
    html: `<h2>估算</h2><table><thead><tr><th>项目</th><th>金额（元/年）</th></tr></thead><tbody>
<tr><td>月薪 20000 × 12</td><td>240000</td></tr><tr><td>年终奖 2 个月</td><td>40000</td></tr>
<tr><td>个人社保公积金（20000 × 22.5% × 12）</td><td>−54000</td></tr>
<tr><td>工资部分个税：(240000 − 60000 − 54000) = 126000，适用10%，速算扣除2520</td><td>−10080</td></tr>
<tr><td>年终奖单独计税：40000 ÷ 12 = 3333，适用10%，速算扣除210</td><td>−3790</td></tr>
<tr><td><strong>到手合计</strong></td><td><strong>212130</strong></td></tr></tbody></table>
<p>到手约为税前28万元的75.8%。缴费基数有上限，收入更高时个人社保部分不再随工资增加；公积金虽然从工资中扣除，但仍属于个人。</p>
<h2>综合所得年度税率表</h2><table><thead><tr><th>全年应纳税所得额</th><th>税率</th><th>速算扣除数</th></tr></thead><tbody>
<tr><td>不超过36000元</td><td>3%</td><td>0</td></tr><tr><td>36000–144000元</td><td>10%</td><td>2520</td></tr><tr><td>144000–300000元</td><td>20%</td><td>16920</td></tr>
<tr><td>300000–420000元</td><td>25%</td><td>31920</td></tr><tr><td>420000–660000元</td><td>30%</td><td>52920</td></tr><tr><td>660000–960000元</td><td>35%</td><td>85920</td></tr><tr><td>超过960000元</td><td>45%</td><td>181920</td></tr></tbody></table>`,
  },
  {
    id: 'a705',
    category: 'salary',
    title: '实习生、兼职和零工的薪资单位：元/天、元/时怎么比',
    titleEn: 'Pay units for interns, part-timers and gig work: comparing per day and per hour',
    summary: '实习按元/天、零工按元/时计酬，比较时折算成同一单位并算上通勤时间；非全日制小时工资不得低于当地最低小时工资标准。',
    summaryEn:
      'Internships pay per day and gig work per hour; convert to one unit and count commuting time; part-time hourly pay may not fall below the local hourly minimum.',
    publishedAt: '2026-03-19',
    source: '《中华人民共和国劳动合同法》第七十二条；《最低工资规定》第五条',
    baseViews: 9415,
    tags: ['实习工资', '时薪', '日薪', '兼职'],
    html: `<h2>折算方法</h2><ul><li>日薪 → 时薪：日薪 ÷ 实际工作小时（含午休不计）；</li><li>时薪 → 月收入：时薪 × 每周小时 × 4.35；</li><li>加上通勤：时薪 ÷ (工作小时 + 通勤小时) 才是“每小时真实回报”。</li></ul>
<h2>一个比较</h2><table><thead><tr><th>选项</th><th>报价</th><th>每天工作/通勤</th><th>真实时薪</th></tr></thead><tbody>
<tr><td>实习A</td><td>200元/天</td><td>8小时/2小时</td><td>20元</td></tr><tr><td>零工B</td><td>25元/时</td><td>4小时/1小时</td><td>20元</td></tr></tbody></table>
<h2>法律底线</h2><p>最低工资标准包括月最低工资标准和小时最低工资标准，后者适用于非全日制劳动者（《最低工资规定》第五条）。非全日制用工小时计酬标准不得低于当地最低小时工资标准（《劳动合同法》第七十二条）。在校生实习不建立劳动关系时不直接适用最低工资，但实习协议应约定报酬。</p>`,
  },
];
