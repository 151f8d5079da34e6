import type { ServiceCatalogue, ServiceCatalogueItem } from '../../../src/contract/services.ts';
import { LICENCES, SERVICE_FIGURES, type ServiceCode } from '../../../src/contract/serviceValues.ts';

/** The catalogue's Chinese texts beside the shared figures (GET /services/catalogue). */
const TEXTS: Record<ServiceCode, Pick<ServiceCatalogueItem, 'name' | 'suits' | 'scope' | 'sla' | 'price'>> = {
  rpo: {
    name: '招聘流程外包（RPO/代招）',
    suits: '批量、急招、高端或异地招聘的企业',
    scope: '需求画像与 JD、寻访筛选、推荐、面试协调、offer 与入职跟进、保证期内免费替换',
    sla: '签约后 7 天内推荐首批候选人；入职后 90 天保证期',
    price: '按入职人数收取年薪的 15%–30%，另有月度服务费与阶梯价可选',
  },
  dispatch: {
    name: '劳务派遣',
    suits: '临时性、辅助性、替代性岗位的用工单位',
    scope: '招聘录用、劳动合同、工资发放、社保公积金、工伤处理、离职手续',
    sla: '确认名单后 3 个工作日内到岗',
    price: '按人按月收取管理费 150–300 元，工资与社保按实代付',
  },
  outsourcing: {
    name: '岗位外包',
    suits: '客服、仓储、产线等可按结果交付的成建制岗位',
    scope: '团队招募、排班管理、绩效考核、质量交付，用工风险由我们承担',
    sla: '签约后 15 天内组建团队上岗',
    price: '按人按月 600–1200 元，或按件、按工单计价',
  },
  flexible: {
    name: '灵活用工',
    suits: '促销、活动、配送等短期或季节性用工高峰',
    scope: '零工招募、签到考勤、日结周结、个税代征与保险',
    sla: '发布后 24 小时内到岗',
    price: '按发放金额的 6%–10% 收取服务费',
  },
  payroll: {
    name: '薪税代发',
    suits: '没有专职薪酬团队或多地发薪的企业',
    scope: '工资核算、个税申报、工资条、多地发薪',
    sla: '每月约定日准时发放，核算差错率低于 0.1%',
    price: '按人按月 15–30 元',
  },
  socialInsurance: {
    name: '社保代理',
    suits: '异地员工、分支机构未开户的企业',
    scope: '社保公积金开户、增减员、基数调整、待遇申领',
    sla: '每月 15 日前完成当月增减员',
    price: '按人按月 30–80 元',
  },
  backgroundCheck: {
    name: '背景调查',
    suits: '招聘中高层、财务及关键岗位的企业',
    scope: '身份与学历核验、工作履历与离职原因、职业资格、经候选人书面授权',
    sla: '授权后 3–5 个工作日出具报告',
    price: '按份 200–800 元，依核验项目而定',
  },
};

export function serviceCatalogue(): ServiceCatalogue {
  return {
    services: SERVICE_FIGURES.map((f) => ({ ...f, ...TEXTS[f.code] })),
    licences: [
      { kind: 'hrService', name: '人力资源服务许可证', ...LICENCES.hrService },
      { kind: 'dispatch', name: '劳务派遣经营许可证', ...LICENCES.dispatch },
    ],
  };
}

export const serviceName = (code: ServiceCode) => TEXTS[code].name;
