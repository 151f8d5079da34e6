import type { Agreement, AgreementKind } from '../../src/contract/auth.ts';

/**
 * The user agreement and privacy policy served by GET /user/agreements/:kind. Versioned: a signed-in user who
 * accepted an older version is asked again (POST /user/agreements/accept records each acceptance).
 */
export const CURRENT_AGREEMENT_VERSION = '2026.1';
const EFFECTIVE = '2026-01-01';

export const AGREEMENTS: Record<'user' | 'privacy', Agreement> = {
  user: {
    kind: 'user',
    title: '聚才用户服务协议',
    version: CURRENT_AGREEMENT_VERSION,
    effectiveDate: EFFECTIVE,
    sections: [
      {
        heading: '一、协议的范围',
        paragraphs: [
          '本协议是您与聚才平台运营方之间关于使用求职、招聘、零工及人力资源外包服务所订立的协议。注册、登录或使用本平台即表示您已阅读并同意本协议。',
        ],
      },
      {
        heading: '二、账号',
        paragraphs: [
          '您以手机号注册账号，并选择求职者或企业招聘者身份。账号仅限本人使用，不得转让或出借。',
          '企业用户须如实提交营业执照等资质材料，平台每六个月复核一次。',
        ],
      },
      {
        heading: '三、信息发布规范',
        paragraphs: [
          '招聘信息须写明单位情况、招聘人数、任职条件、工作内容、工作地点、基本劳动报酬及有效期。',
          '不得发布含有民族、种族、性别、宗教歧视或户籍、地域限制的内容，不得以高薪、保录等虚假承诺诱导求职者。',
        ],
      },
      {
        heading: '四、求职者保护',
        paragraphs: ['任何以招聘名义收取押金、培训费、服装费或诱导办理培训贷的行为均属违规，请立即通过页面上的“举报”提交，平台将在 3 个工作日内反馈处理结果。'],
      },
      {
        heading: '五、责任与争议',
        paragraphs: [
          '平台对违规账号采取关闭职位、冻结账号直至永久封禁等措施。因本协议产生的争议，双方协商解决；协商不成的，提交平台运营方所在地人民法院诉讼解决。',
        ],
      },
    ],
  },
  privacy: {
    kind: 'privacy',
    title: '聚才隐私政策',
    version: CURRENT_AGREEMENT_VERSION,
    effectiveDate: EFFECTIVE,
    sections: [
      {
        heading: '一、我们收集的个人信息',
        paragraphs: [
          '账号信息：手机号、登录记录。',
          '求职信息：姓名、性别、出生年份、学历、工作经历、求职期望、简历附件。',
          '企业信息：联系人姓名、职务、工作邮箱、公司名称及资质材料。',
          '设备信息：浏览器类型、语言设置，用于安全风控与界面适配。',
        ],
      },
      {
        heading: '二、我们如何使用',
        paragraphs: ['为您匹配职位或人才、发送面试与消息通知、识别虚假招聘与欺诈行为。未经您同意，不会将简历提供给您未投递或未公开的企业。'],
      },
      {
        heading: '三、共享的第三方',
        paragraphs: ['短信服务商：发送验证码与通知。', '云存储服务商：保存头像、公司照片与简历附件。', '依法要求的监管机关：在法律法规要求时提供。'],
      },
      { heading: '四、您的权利', paragraphs: ['您可以在“隐私设置”中设置简历可见范围、屏蔽公司、导出或删除个人数据，也可以注销账号。'] },
    ],
  },
};

/**
 * The agreement named in a request path, if there is one. An own-key check, not `AGREEMENTS[kind]`: that would
 * also find `constructor`, `toString` or `__proto__` on the object's prototype and answer 200 with it.
 */
export function findAgreement(kind: string): Agreement | undefined {
  return Object.hasOwn(AGREEMENTS, kind) ? AGREEMENTS[kind as AgreementKind] : undefined;
}
