import { defineDict, type DictOption } from './types.ts';

/**
 * Cities (pinyin codes shared with src/utils/payroll), their provinces and 4-8 real districts each, as flat
 * dictionaries plus the province → city → district cascade. District ids are `<city>-<district>`.
 */
const CITY_DATA = {
  beijing: { province: 'beijing', popular: true, districts: ['haidian', 'chaoyang', 'dongcheng', 'xicheng', 'fengtai', 'changping', 'daxing', 'tongzhou'] },
  shanghai: { province: 'shanghai', popular: true, districts: ['pudong', 'xuhui', 'jingan', 'huangpu', 'changning', 'yangpu', 'minhang', 'putuo'] },
  guangzhou: { province: 'guangdong', popular: true, districts: ['tianhe', 'yuexiu', 'haizhu', 'panyu', 'baiyun', 'huangpu', 'liwan'] },
  shenzhen: { province: 'guangdong', popular: true, districts: ['nanshan', 'futian', 'luohu', 'baoan', 'longgang', 'longhua', 'guangming'] },
  hangzhou: { province: 'zhejiang', popular: true, districts: ['xihu', 'binjiang', 'yuhang', 'gongshu', 'shangcheng', 'xiaoshan'] },
  chengdu: { province: 'sichuan', popular: true, districts: ['wuhou', 'jinjiang', 'qingyang', 'chenghua', 'jinniu', 'shuangliu'] },
  wuhan: { province: 'hubei', popular: true, districts: ['wuchang', 'hongshan', 'jianghan', 'jiangan', 'hanyang', 'caidian'] },
  nanjing: { province: 'jiangsu', popular: true, districts: ['xuanwu', 'gulou', 'qinhuai', 'jianye', 'jiangning', 'qixia'] },
  xian: { province: 'shaanxi', popular: true, districts: ['yanta', 'beilin', 'lianhu', 'weiyang', 'changan', 'xincheng'] },
  chongqing: { province: 'chongqing', popular: false, districts: ['yubei', 'jiangbei', 'yuzhong', 'nanan', 'shapingba', 'jiulongpo'] },
  tianjin: { province: 'tianjin', popular: false, districts: ['heping', 'nankai', 'hexi', 'binhai', 'hedong', 'xiqing'] },
  suzhou: { province: 'jiangsu', popular: true, districts: ['gusu', 'wuzhong', 'xiangcheng', 'huqiu', 'wujiang'] },
  changsha: { province: 'hunan', popular: false, districts: ['yuelu', 'furong', 'tianxin', 'kaifu', 'yuhua'] },
  zhengzhou: { province: 'henan', popular: false, districts: ['jinshui', 'zhongyuan', 'erqi', 'guancheng', 'huiji'] },
  qingdao: { province: 'shandong', popular: false, districts: ['shinan', 'shibei', 'laoshan', 'licang', 'huangdao', 'chengyang'] },
  xiamen: { province: 'fujian', popular: false, districts: ['siming', 'huli', 'jimei', 'haicang', 'tongan', 'xiangan'] },
  hefei: { province: 'anhui', popular: false, districts: ['shushan', 'baohe', 'luyang', 'yaohai'] },
  jinan: { province: 'shandong', popular: false, districts: ['lixia', 'shizhong', 'huaiyin', 'tianqiao', 'licheng'] },
  shenyang: { province: 'liaoning', popular: false, districts: ['heping', 'shenhe', 'huanggu', 'tiexi', 'hunnan'] },
  dalian: { province: 'liaoning', popular: false, districts: ['zhongshan', 'xigang', 'shahekou', 'ganjingzi', 'jinzhou'] },
  fuzhou: { province: 'fujian', popular: false, districts: ['gulou', 'taijiang', 'cangshan', 'jinan', 'mawei'] },
  kunming: { province: 'yunnan', popular: false, districts: ['wuhua', 'panlong', 'guandu', 'xishan', 'chenggong'] },
} as const;

type CityData = typeof CITY_DATA;
export type CityCode = keyof CityData;
export type ProvinceCode = CityData[CityCode]['province'];
export type DistrictCode = { [C in CityCode]: `${C}-${CityData[C]['districts'][number]}` }[CityCode];

export const CITY_VALUES = Object.keys(CITY_DATA) as CityCode[];
export const PROVINCE_VALUES = [...new Set(CITY_VALUES.map((c) => CITY_DATA[c].province))] as ProvinceCode[];
export const DISTRICT_VALUES = CITY_VALUES.flatMap((city) => CITY_DATA[city].districts.map((d) => `${city}-${d}`)) as DistrictCode[];

export const cityDict = defineDict(
  'city',
  CITY_VALUES.map((value) => ({ value, province: CITY_DATA[value].province as ProvinceCode, popular: CITY_DATA[value].popular as boolean })),
);
export const provinceDict = defineDict(
  'province',
  PROVINCE_VALUES.map((value) => ({ value, cities: CITY_VALUES.filter((c) => CITY_DATA[c].province === value) })),
);
export const districtDict = defineDict(
  'district',
  DISTRICT_VALUES.map((value) => ({ value, city: cityOfDistrict(value) })),
);

export const POPULAR_CITIES: readonly CityCode[] = CITY_VALUES.filter((c) => CITY_DATA[c].popular);

export function cityOfDistrict(district: DistrictCode): CityCode {
  return district.slice(0, district.indexOf('-')) as CityCode;
}
export const districtsOf = (city: CityCode): DistrictCode[] => CITY_DATA[city].districts.map((d) => `${city}-${d}` as DistrictCode);
export const provinceOf = (city: CityCode): ProvinceCode => CITY_DATA[city].province;
export const isCityCode = (value: string): value is CityCode => Object.hasOwn(CITY_DATA, value);
export const isDistrictCode = (value: string): value is DistrictCode => DISTRICT_SET.has(value);
const DISTRICT_SET = new Set<string>(DISTRICT_VALUES);

export interface RegionNode<V extends string = string> extends DictOption<V> {
  children?: readonly RegionNode[];
}
/** Province → city → district, the shape a cascader wants (labels still ids; the UI translates them). */
export const REGION_TREE: readonly RegionNode<ProvinceCode>[] = provinceDict.options.map((p) => ({
  value: p.value,
  labelId: p.labelId,
  children: p.cities.map((city) => ({
    value: city,
    labelId: cityDict.options.find((o) => o.value === city)!.labelId,
    children: districtsOf(city).map((d) => ({ value: d, labelId: districtDict.options.find((o) => o.value === d)!.labelId })),
  })),
}));
