import type { DocSeed } from '../types.ts';

/** 劳动权益: what the law gives an employee, each article with the articles it rests on. */
export const rightsArticles: DocSeed[] = [
  {
    id: 'a101',
    category: 'rights',
    title: '试用期的六条硬规定：最长多久、工资多少、能不能随便辞退',
    titleEn: 'Six hard rules of the probation period: how long, how much pay, and when you can be let go',
    summary: '试用期长度由合同期限决定，同一单位只能约定一次，工资不得低于约定工资的80%，用人单位辞退必须说明理由。',
    summaryEn:
      'Probation length depends on the contract term, may be agreed only once per employer, pays at least 80% of the agreed wage, and dismissal during it needs a stated reason.',
    publishedAt: '2026-03-12',
    source: '《中华人民共和国劳动合同法》第十九条、第二十条、第二十一条、第三十七条、第三十九条、第四十条',
    baseViews: 48210,
    tags: ['试用期', '转正', '辞退', '劳动合同法'],
    html: `<p>很多人入职时只关心“试用期几个月”，其实《劳动合同法》对试用期有一整套规定。看懂下面六条，可以避免大部分试用期纠纷。</p>
<h2>一、试用期最长多久，看劳动合同期限</h2>
<table><thead><tr><th>劳动合同期限</th><th>试用期上限</th></tr></thead><tbody>
<tr><td>不满三个月，或以完成一定工作任务为期限</td><td>不得约定试用期</td></tr>
<tr><td>三个月以上不满一年</td><td>不超过一个月</td></tr>
<tr><td>一年以上不满三年</td><td>不超过二个月</td></tr>
<tr><td>三年以上固定期限、无固定期限</td><td>不超过六个月</td></tr>
</tbody></table>
<p>例如签一年合同却约定三个月试用期，超出的部分就是违法约定。</p>
<h2>二、同一单位只能约定一次</h2>
<p>同一用人单位与同一劳动者只能约定一次试用期。调岗、续签合同时再次约定试用期，不符合第十九条的规定。</p>
<h2>三、试用期包含在合同期限内</h2>
<p>只签“试用期合同”而不签正式劳动合同的，试用期不成立，该期限就是劳动合同期限。</p>
<h2>四、试用期工资的下限</h2>
<p>试用期工资不得低于本单位相同岗位最低档工资，或者劳动合同约定工资的百分之八十，并且不得低于用人单位所在地的最低工资标准（第二十条）。</p>
<h2>五、单位不能随便辞退</h2>
<p>试用期内，用人单位只有在劳动者“被证明不符合录用条件”、严重违反规章制度等第三十九条情形，或者第四十条第一项、第二项情形下才能解除，并且应当向劳动者说明理由（第二十一条）。“录用条件”最好在入职时就以书面形式明确。</p>
<h2>六、劳动者想走，提前三天通知即可</h2>
<p>劳动者在试用期内提前三日通知用人单位，可以解除劳动合同（第三十七条），无需单位批准。</p>
<blockquote>提醒：试用期同样要缴纳社会保险，“转正后再交社保”的说法没有法律依据。</blockquote>`,
  },
  {
    id: 'a102',
    category: 'rights',
    title: '入职一个月还没签劳动合同？你可以主张二倍工资',
    titleEn: 'No written contract a month after starting? You may claim double wages',
    summary: '用工之日起一个月内应签订书面劳动合同；超过一个月不满一年未签的，单位应每月支付二倍工资。',
    summaryEn:
      'A written contract is due within one month of starting work; from the second month up to one year without one, the employer owes double wages each month.',
    publishedAt: '2026-01-08',
    source: '《中华人民共和国劳动合同法》第十条、第十四条、第八十二条；《劳动合同法实施条例》第六条、第七条',
    baseViews: 31877,
    tags: ['劳动合同', '二倍工资', '未签合同'],
    html: `<h2>法律怎么规定</h2>
<p>建立劳动关系，应当订立书面劳动合同。已建立劳动关系但未同时订立的，应当自用工之日起一个月内订立（第十条）。</p>
<p>用人单位自用工之日起超过一个月不满一年未与劳动者订立书面劳动合同的，应当向劳动者每月支付二倍的工资（第八十二条）。满一年仍未订立的，视为双方已订立无固定期限劳动合同（第十四条）。</p>
<h2>二倍工资怎么算</h2>
<ul><li>起算：用工之日起满一个月的次日。</li><li>截止：补签合同的前一日，最长到用工满一年的前一日，最多十一个月。</li><li>基数：一般按劳动者应得的月工资计算，各地裁审口径对奖金、加班费是否计入有差异。</li></ul>
<h2>注意时效</h2>
<p>二倍工资差额的仲裁时效，多数地区从未签合同的违法状态结束之日起算一年（《劳动争议调解仲裁法》第二十七条），拖得越久越难主张。</p>
<h2>保存这些证据</h2>
<ul><li>工牌、考勤记录、工资转账记录、社保缴费记录；</li><li>工作群聊天、工作邮件、入职通知（Offer）；</li><li>同事证言。</li></ul>
<blockquote>是劳动者拒绝签合同怎么办？单位应书面通知签订；劳动者不签的，单位可以书面终止劳动关系，但应支付自用工之日起超过一个月的二倍工资及经济补偿（实施条例第六条）。</blockquote>`,
  },
  {
    id: 'a103',
    category: 'rights',
    title: '加班费怎么算：1.5倍、2倍、3倍分别对应什么情形',
    titleEn: 'Overtime pay: when it is 150%, 200% or 300% of your wage',
    summary: '工作日延长工作时间按150%，休息日加班且未补休按200%，法定节假日加班按300%；每月加班一般不超过36小时。',
    summaryEn:
      'Extra hours on workdays pay 150%, rest days without time off in lieu 200%, statutory holidays 300%; overtime normally stays within 36 hours a month.',
    publishedAt: '2025-12-02',
    source: '《中华人民共和国劳动法》第三十六条、第四十一条、第四十四条；《国务院关于职工工作时间的规定》第三条',
    baseViews: 27650,
    tags: ['加班', '加班费', '工时', '996'],
    html: `<h2>标准工时是多少</h2>
<p>按《国务院关于职工工作时间的规定》，职工每日工作8小时、每周工作40小时。</p>
<h2>加班时长的上限</h2>
<p>用人单位经与工会和劳动者协商后可以延长工作时间，一般每日不得超过1小时；因特殊原因需要延长的，每日不得超过3小时，每月不得超过36小时（《劳动法》第四十一条）。</p>
<h2>三种倍数</h2>
<table><thead><tr><th>情形</th><th>支付标准</th></tr></thead><tbody>
<tr><td>工作日延长工作时间</td><td>不低于工资的150%</td></tr>
<tr><td>休息日安排工作又不能安排补休</td><td>不低于工资的200%</td></tr>
<tr><td>法定休假日安排工作</td><td>不低于工资的300%（不能以补休代替）</td></tr>
</tbody></table>
<h2>算一笔账</h2>
<p>月工资 8700 元，日工资 = 8700 ÷ 21.75 = 400 元，小时工资 = 50 元。某月工作日加班 10 小时、周六加班 1 天未补休、国庆加班 1 天：</p>
<ul><li>工作日：50 × 1.5 × 10 = 750 元</li><li>休息日：400 × 2 = 800 元</li><li>法定节假日：400 × 3 = 1200 元</li></ul>
<h2>实行综合工时或不定时工作制怎么办</h2>
<p>这两种特殊工时制须经人社部门审批。不定时工作制一般不适用加班费规定；综合计算工时制在综合周期内超过法定标准的部分按150%支付，法定节假日工作按300%支付。</p>`,
  },
  {
    id: 'a104',
    category: 'rights',
    title: '被辞退能拿多少补偿？N、N+1 与 2N 一次讲清',
    titleEn: 'Severance explained: N, N+1 and 2N',
    summary: '经济补偿按工作年限每满一年一个月工资；未提前30天通知的可再加一个月代通知金；违法解除按经济补偿的二倍赔偿。',
    summaryEn:
      "Severance is one month's pay per year of service; a month's pay in lieu of 30 days' notice may be added; unlawful dismissal costs twice the severance.",
    publishedAt: '2026-05-19',
    source: '《中华人民共和国劳动合同法》第四十条、第四十六条、第四十七条、第四十八条、第八十七条',
    baseViews: 39120,
    tags: ['经济补偿', '裁员', 'N+1', '赔偿金', '离职'],
    html: `<h2>N：经济补偿</h2>
<p>按劳动者在本单位工作的年限，每满一年支付一个月工资；六个月以上不满一年的按一年计算；不满六个月的支付半个月工资（第四十七条）。</p>
<p>“月工资”是劳动合同解除或终止前十二个月的平均工资，包括奖金、津贴等货币性收入。月工资高于当地上年度职工月平均工资三倍的，按三倍计算，且年限最高不超过十二年。</p>
<h2>+1：代通知金</h2>
<p>因劳动者患病或非因工负伤医疗期满后不能工作、不能胜任工作经培训或调岗仍不能胜任、客观情况发生重大变化而解除的，单位应提前三十日书面通知，或者额外支付一个月工资（第四十条）。</p>
<h2>2N：违法解除的赔偿金</h2>
<p>用人单位违法解除或终止劳动合同，劳动者不要求继续履行的，单位按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）。赔偿金与经济补偿不同时支付。</p>
<h2>哪些情况有经济补偿</h2>
<ul><li>单位提出并与劳动者协商一致解除；</li><li>因单位未及时足额支付劳动报酬、未依法缴纳社保等，劳动者依第三十八条解除；</li><li>第四十条、第四十一条（经济性裁员）解除；</li><li>固定期限合同到期，单位不续签，或降低条件续签而劳动者不同意的。</li></ul>
<h2>算一算</h2>
<p>入职 3 年 8 个月，前十二个月平均工资 12000 元：N = 4 个月 × 12000 = 48000 元；若未提前通知，再加 12000 元。</p>
<blockquote>签离职协议前看清“协商一致”还是“个人原因”：写成个人原因辞职，通常就拿不到经济补偿。</blockquote>`,
  },
  {
    id: 'a105',
    category: 'rights',
    title: '带薪年休假：工作满一年就有，没休的按300%折算',
    titleEn: 'Paid annual leave: earned after one year of work, unused days paid at 300%',
    summary: '累计工作满1年不满10年年假5天，满10年10天，满20年15天；单位安排不休的，按日工资300%支付。',
    summaryEn:
      'Five days after 1 year of total work, 10 after 10 years, 15 after 20; days the employer keeps you from taking are paid at 300% of the daily wage.',
    publishedAt: '2025-11-18',
    source: '《职工带薪年休假条例》第二条、第三条、第五条；《企业职工带薪年休假实施办法》第五条、第十条',
    baseViews: 22415,
    tags: ['年假', '休假', '带薪年休假'],
    html: `<h2>多少天</h2>
<table><thead><tr><th>累计工作年限（不只是本单位）</th><th>年休假</th></tr></thead><tbody>
<tr><td>已满1年不满10年</td><td>5天</td></tr><tr><td>已满10年不满20年</td><td>10天</td></tr><tr><td>已满20年</td><td>15天</td></tr>
</tbody></table>
<p>国家法定休假日、休息日不计入年休假假期（条例第三条）。</p>
<h2>新入职怎么算</h2>
<p>职工新进用人单位且符合条件的，当年度年休假天数按在本单位剩余日历天数折算，折算后不足1整天的部分不享受（实施办法第五条）。</p>
<h2>没休怎么办</h2>
<p>单位确因工作需要不能安排年休假的，应按职工日工资收入的300%支付年休假工资报酬，其中包含正常工作期间的工资收入（条例第五条），也就是额外再付200%。</p>
<h2>哪些情况不享受当年年假</h2>
<ul><li>依法享受寒暑假且天数多于年休假天数的；</li><li>请事假累计20天以上且单位按规定不扣工资的；</li><li>累计工作满1年不满10年，请病假累计2个月以上的（其他年限段时长不同）。</li></ul>`,
  },
  {
    id: 'a106',
    category: 'rights',
    title: '工伤认定：30天与1年这两个期限千万别错过',
    titleEn: 'Work-injury recognition: do not miss the 30-day and one-year deadlines',
    summary: '单位应在事故发生之日起30日内申请工伤认定；单位不申请的，本人或近亲属可在1年内直接申请。',
    summaryEn: 'The employer must apply within 30 days of the accident; if it does not, the worker or a close relative may apply directly within one year.',
    publishedAt: '2026-06-03',
    source: '《工伤保险条例》第十四条、第十五条、第十七条、第十九条',
    baseViews: 15032,
    tags: ['工伤', '工伤保险', '上下班途中'],
    html: `<h2>哪些情况算工伤</h2>
<ul><li>工作时间和工作场所内，因工作原因受到事故伤害的；</li><li>工作时间前后在工作场所内，从事与工作有关的预备性或者收尾性工作受到事故伤害的；</li><li>因工外出期间，由于工作原因受到伤害的；</li><li>在上下班途中，受到非本人主要责任的交通事故或者城市轨道交通、客运轮渡、火车事故伤害的（第十四条）。</li></ul>
<p>在工作时间和工作岗位突发疾病死亡，或者在48小时之内经抢救无效死亡的，视同工伤（第十五条）。</p>
<h2>两个期限</h2>
<p>用人单位应当自事故伤害发生之日起30日内，向统筹地区社会保险行政部门提出工伤认定申请。单位未按规定提出的，工伤职工或者其近亲属、工会组织在事故伤害发生之日起1年内，可以直接提出（第十七条）。</p>
<h2>要准备什么</h2>
<ul><li>工伤认定申请表；</li><li>与用人单位存在劳动关系的证明材料（合同、工资条、考勤等）；</li><li>医疗诊断证明；上下班途中交通事故还需交警部门的事故责任认定书。</li></ul>
<h2>单位没交工伤保险怎么办</h2>
<p>应当参加而未参加工伤保险的单位，职工发生工伤的，由该单位按照条例规定的工伤保险待遇项目和标准支付费用。</p>`,
  },
  {
    id: 'a107',
    category: 'rights',
    title: '被拖欠工资怎么办：协商、投诉、仲裁三条路',
    titleEn: 'Unpaid wages: negotiate, complain to the labour inspectorate, or go to arbitration',
    summary: '工资应至少每月支付一次；被拖欠时可拨打12333或向劳动保障监察投诉，也可免费申请劳动仲裁。',
    summaryEn:
      'Wages are due at least monthly; when they are withheld, call 12333 or complain to the labour inspectorate, or file for arbitration, which is free of charge.',
    publishedAt: '2026-08-21',
    source: '《工资支付暂行规定》第七条；《劳动争议调解仲裁法》第二十七条、第四十七条、第五十三条；《劳动合同法》第三十条、第三十八条',
    baseViews: 20488,
    tags: ['欠薪', '工资', '劳动仲裁', '12333'],
    html: `<h2>法律底线</h2>
<p>工资必须在约定日期支付，遇节假日或休息日应提前支付；工资至少每月支付一次（《工资支付暂行规定》第七条）。用人单位未及时足额支付劳动报酬的，劳动者可以依法申请支付令，也可以解除劳动合同并要求经济补偿（《劳动合同法》第三十条、第三十八条）。</p>
<h2>第一步：固定证据</h2>
<ul><li>劳动合同、工资条、银行流水；</li><li>考勤记录、工作群截图；</li><li>单位承认欠薪的聊天记录或欠条。</li></ul>
<h2>第二步：三条路</h2>
<h3>1. 投诉</h3>
<p>拨打12333或向当地劳动保障监察机构投诉，适合事实清楚、多人被拖欠的情况。</p>
<h3>2. 劳动仲裁</h3>
<p>劳动争议仲裁不收费（第五十三条）。追索劳动报酬、工伤医疗费、经济补偿或赔偿金，不超过当地月最低工资标准十二个月金额的争议，仲裁裁决为终局裁决，单位不能再起诉拖延（第四十七条）。</p>
<h3>3. 支付令</h3>
<p>有欠条等明确债权凭证的，可以向法院申请支付令。</p>
<h2>时效</h2>
<p>劳动关系存续期间拖欠劳动报酬的，不受一年仲裁时效限制；劳动关系终止的，应自终止之日起一年内提出（第二十七条）。</p>`,
  },
];
