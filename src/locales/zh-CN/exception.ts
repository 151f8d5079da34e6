/** The 403 / 404 / 500 pages. */
export default {
  'exception.contactSupport': '联系客服',
  'exception.403.title': '无权访问此页面',
  'exception.403.seekerOnly': '此页面仅对求职者开放。您当前登录的是企业招聘者账号，可切换为求职者账号后访问。',
  'exception.403.enterpriseOnly': '此页面仅对企业招聘者开放。您当前登录的是求职者账号；如需招聘，请使用企业账号登录或了解企业服务。',
  'exception.403.generic': '您的账号没有访问此页面的权限。如有疑问，请联系客服。',
  'exception.403.signIn': '请先登录后再访问此页面。',
  'exception.403.toEnterprise': '了解企业招聘',
  'exception.404.title': '页面不存在',
  'exception.404.description': '您访问的地址不存在，可能已被删除或输入有误。',
  'exception.500.title': '服务器出错了',
  'exception.500.description': '这不是您的问题，我们正在处理。请稍后刷新页面重试。',
} as const;
