import type { DocSeed } from '../types.ts';

/** 防骗: the recruitment scams seekers meet most, how to spot them, what to do. */
export const scamArticles: DocSeed[] = [
  {
    id: 'a301',
    category: 'scam',
    title: '“先培训后上岗”？识别培训贷的五个信号',
    titleEn: '"Train first, then start work"? Five signs of a training-loan scam',
    summary: '以招聘为名诱导求职者贷款支付培训费，承诺“包就业”“工资还贷”，是典型的培训贷。用人单位不得以任何名义向劳动者收取财物。',
    summaryEn:
      'A fake employer talks you into a loan for paid training with a promised job and "wages repay the loan". Employers may not take money from workers under any name.',
    publishedAt: '2026-07-14',
    source: '《中华人民共和国劳动合同法》第九条、第八十四条；《就业服务与就业管理规定》第十四条；公安部刑侦局防范电信网络诈骗提示',
    baseViews: 35640,
    tags: ['培训贷', '培训费', '诈骗', '贷款'],
    html: `<h2>套路是怎么走的</h2>
<ol><li>以高薪、轻松、无经验可做的岗位吸引求职者；</li><li>面试“通过”后告知需要先参加付费培训，或“技能不达标需要进修”；</li><li>称费用可以“分期”“先学后付”“工资还款”，当场引导在手机上签贷款合同；</li><li>培训结束后不安排工作，或安排的岗位与承诺不符，贷款却要自己还。</li></ol>
<h2>五个信号</h2>
<ul><li>面试很简单，很快“录取”；</li><li>入职前要求交培训费、资料费、认证费；</li><li>由“合作机构”帮你办分期或网贷；</li><li>承诺“包就业”“保底月薪”；</li><li>催促当天签字，不给时间细看合同。</li></ul>
<h2>法律怎么说</h2>
<p>用人单位招用劳动者，不得要求劳动者提供担保或者以其他名义向劳动者收取财物（《劳动合同法》第九条）。违反的，由劳动行政部门责令限期退还，并按每人五百元以上二千元以下的标准处以罚款（第八十四条）。</p>
<h2>已经签了怎么办</h2>
<ul><li>保存招聘聊天记录、宣传材料、合同和付款凭证；</li><li>向贷款机构说明情况并投诉，向当地市场监管、人社部门反映；</li><li>涉及诈骗的，拨打110报警，也可拨打全国反诈专线96110咨询；</li><li>在聚才上遇到这类职位，请在职位页点击“举报”，选择“收费或培训贷”。</li></ul>`,
  },
  {
    id: 'a302',
    category: 'scam',
    title: '刷单兼职：从“日结佣金”到“卡单”的完整骗局',
    titleEn: 'Order-brushing side jobs: from "daily commission" to "stuck orders", the whole scam',
    summary: '刷单本身就是违法行为。骗子先用小额返佣取得信任，再以“连单”“卡单”“任务未完成”为由诱导不断加大垫付。',
    summaryEn:
      'Order brushing is itself illegal. Scammers pay small commissions first, then claim "linked orders" or "stuck tasks" so that you keep advancing more money.',
    publishedAt: '2026-09-02',
    source: '《中华人民共和国反不正当竞争法》第八条；《中华人民共和国电子商务法》第十七条；《中华人民共和国刑法》第二百六十六条',
    baseViews: 41268,
    tags: ['刷单', '兼职', '返利', '诈骗', '垫付'],
    html: `<h2>典型流程</h2>
<table><thead><tr><th>阶段</th><th>骗子怎么说</th><th>实际目的</th></tr></thead><tbody>
<tr><td>引流</td><td>“在家兼职，动动手指日赚300”</td><td>筛选愿意垫钱的人</td></tr>
<tr><td>试单</td><td>“先做一单，马上返本金加佣金”</td><td>小额返款，建立信任</td></tr>
<tr><td>连单</td><td>“这是组合任务，要连做三单才能结算”</td><td>逐步加大垫付金额</td></tr>
<tr><td>卡单</td><td>“操作失误，系统冻结，需要再充值解冻”</td><td>榨取最后一笔钱后拉黑</td></tr>
</tbody></table>
<h2>为什么说刷单本身违法</h2>
<p>经营者不得通过组织虚假交易等方式，帮助其他经营者进行虚假或者引人误解的商业宣传（《反不正当竞争法》第八条）；电子商务经营者应当全面、真实、准确、及时地披露商品或者服务信息，不得以虚构交易、编造用户评价等方式欺骗、误导消费者（《电子商务法》第十七条）。</p>
<h2>记住三句话</h2>
<ul><li>所有刷单都是诈骗，没有“正规刷单”；</li><li>任何需要你先垫钱的兼职都不要做；</li><li>“解冻”“恢复信用分”“缴纳保证金”都是继续骗钱的说辞。</li></ul>
<h2>被骗后</h2>
<p>立即停止转账，保存转账记录和聊天记录，拨打110报警。不要相信自称能“帮你追回损失”的人，那往往是第二次诈骗。</p>`,
  },
  {
    id: 'a303',
    category: 'scam',
    title: '入职先交押金、服装费、体检费？这些钱都不该交',
    titleEn: 'A deposit, uniform fee or medical-check fee before starting? None of these is owed',
    summary: '押金、服装费、保证金都属于“以其他名义收取财物”；体检应由单位安排或费用由单位承担，指定机构体检加收费用要警惕。',
    summaryEn:
      'Deposits, uniform fees and guarantees are all "money taken under another name"; medical checks are arranged or paid by the employer — beware of a designated clinic that charges you.',
    publishedAt: '2026-05-06',
    source: '《中华人民共和国劳动合同法》第九条、第八十四条；《就业服务与就业管理规定》第十四条',
    baseViews: 23315,
    tags: ['押金', '服装费', '体检费', '保证金', '扣押身份证'],
    html: `<h2>不该交的钱</h2>
<ul><li>押金、保证金、风险金；</li><li>服装费、工牌费、住宿押金（与实际住宿费不同）；</li><li>报名费、资料费、建档费；</li><li>到“指定医院”体检并由中介代收的体检费。</li></ul>
<h2>不该交出的证件</h2>
<p>用人单位不得扣押劳动者的居民身份证和其他证件（《劳动合同法》第九条）。复印件可以提供，原件看完当场归还。扣押证件的，由劳动行政部门责令限期退还并依法处罚（第八十四条）。</p>
<h2>体检怎么办才正常</h2>
<p>正规单位会安排到有资质的医院体检，费用由单位承担或入职后报销；体检报告交给单位即可，不需要给中介“加急费”。</p>
<h2>遇到了怎么办</h2>
<ul><li>不交钱，不交原件；</li><li>已交的保存收据、转账记录，向当地劳动保障监察机构投诉，要求退还；</li><li>在聚才职位页举报，选择“收取费用”。平台核实后下架职位并公示处理结果。</li></ul>`,
  },
  {
    id: 'a304',
    category: 'scam',
    title: '“HR”让你加微信、下App、开会议共享屏幕？冒充招聘的新套路',
    titleEn: 'A "recruiter" asks you to add them elsewhere, install an app or share your screen? New impersonation scams',
    summary: '冒充知名企业或平台招聘，把求职者引到站外，再以“入职登记”“工资卡验证”为名索要验证码或诱导共享屏幕转账。',
    summaryEn:
      'Scammers pose as well-known employers or the platform, move you off-site, then ask for SMS codes or screen sharing to "verify your salary card".',
    publishedAt: '2026-10-09',
    source: '《中华人民共和国反电信网络诈骗法》第二十五条、第三十一条；公安部刑侦局防范电信网络诈骗提示',
    baseViews: 16534,
    tags: ['冒充', '屏幕共享', '验证码', '站外沟通'],
    html: `<h2>常见话术</h2>
<ul><li>“平台沟通不方便，加我微信发你入职资料”；</li><li>“下载我们的内部办公App完成入职登记”；</li><li>“开个视频会议，把屏幕共享给我，我教你绑定工资卡”；</li><li>“把刚收到的验证码发我，用于核验身份”。</li></ul>
<h2>为什么危险</h2>
<p>屏幕共享会让对方看到你的短信验证码、银行卡余额和支付密码输入过程；所谓“内部App”可能是仿冒的转账或贷款软件。</p>
<h2>怎么核实</h2>
<ul><li>在聚才上查看公司的认证标识和工商信息，招聘者的身份会显示所属公司；</li><li>正式入职材料通过企业邮箱、平台消息或现场办理，不需要验证码；</li><li>对“知名企业”的招聘，可以拨打官网公布的电话核实。</li></ul>
<h2>底线</h2>
<p>任何情况下都不共享屏幕、不透露验证码、不向个人账户转账。遇到可疑情况，在聊天窗口点击“举报”，并拨打96110咨询。</p>`,
  },
  {
    id: 'a305',
    category: 'scam',
    title: '出租出借银行卡、电话卡换“兼职收入”，可能触犯刑法',
    titleEn: 'Renting out your bank card or SIM for "part-time income" can be a crime',
    summary: '所谓“跑分”“收卡兼职”是为诈骗洗钱提供帮助；非法出租出借银行账户、电话卡的，可能构成帮助信息网络犯罪活动罪。',
    summaryEn:
      'So-called "score running" or card-collecting jobs launder fraud proceeds; renting out accounts or SIM cards can amount to the crime of assisting information-network crime.',
    publishedAt: '2026-04-01',
    source: '《中华人民共和国反电信网络诈骗法》第三十一条、第四十四条；《中华人民共和国刑法》第二百八十七条之二',
    baseViews: 19776,
    tags: ['帮信罪', '银行卡', '跑分', '电话卡', '洗钱'],
    html: `<h2>“兼职”是怎么包装的</h2>
<p>“大学生兼职，开张卡给公司走账，每月给你 500 元”“帮忙收款转账，按流水提成”——这些都不是工作，而是为电信网络诈骗转移赃款。</p>
<h2>法律后果</h2>
<ul><li>任何单位和个人不得非法买卖、出租、出借电话卡、银行账户、支付账户等（《反电信网络诈骗法》第三十一条）；</li><li>违反者可被处以罚款、拘留，并被采取限制开卡等惩戒措施（第四十四条等）；</li><li>明知他人利用信息网络实施犯罪，为其提供支付结算等帮助，情节严重的，处三年以下有期徒刑或者拘役，并处或者单处罚金（《刑法》第二百八十七条之二）。</li></ul>
<h2>已经借出去了</h2>
<p>立即挂失、注销相关银行卡和电话卡，主动向公安机关说明情况。</p>`,
  },
  {
    id: 'a306',
    category: 'scam',
    title: '“境外高薪、包机票”：出国务工先查这三件事',
    titleEn: '"High pay abroad, flights included": three checks before taking a job overseas',
    summary: '合法的境外就业须通过有对外劳务合作经营资格的企业办理，签订书面合同，且持工作签证出境；以旅游签证“先过去再说”的都要拒绝。',
    summaryEn:
      'Legal overseas work goes through a licensed foreign-labour-cooperation company, with a written contract and a work visa; "go on a tourist visa first" is a refusal.',
    publishedAt: '2025-10-22',
    source: '《对外劳务合作管理条例》第五条、第二十三条；外交部中国领事服务网出境安全提示',
    baseViews: 14250,
    tags: ['出国务工', '境外就业', '高薪', '签证'],
    html: `<h2>第一件：查资质</h2>
<p>从事对外劳务合作，应当取得对外劳务合作经营资格（《对外劳务合作管理条例》第五条）。可在商务部门网站查询企业是否在名单内。个人中介、“老乡介绍”不具备资格。</p>
<h2>第二件：查合同</h2>
<p>对外劳务合作企业应当与劳务人员订立书面服务合同或劳动合同，写明工作内容、工作地点、劳动报酬、工作时间、社会保险和劳动保护等。只有口头承诺的，一律不去。</p>
<h2>第三件：查签证</h2>
<p>境外务工应持工作签证。以旅游签证、商务签证出境“到了再办”的，既违法又容易失去人身自由。</p>
<h2>危险信号</h2>
<ul><li>月薪数万元、不要求学历经验、包机票包食宿；</li><li>工作内容含糊，如“网络客服”“数据录入”；</li><li>要求从第三国转机、绕道偷渡。</li></ul>
<p>出境前可登录中国领事服务网查看目的地安全提醒；遇险可拨打外交部全球领事保护与服务应急呼叫中心热线 +86-10-12308。</p>`,
  },
];
