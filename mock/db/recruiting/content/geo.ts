import type { CityCode, DistrictCode } from '../../../../src/dicts/city.ts';

/**
 * Where things are: city centres (for map pins), administrative codes (the first digits of credit codes and
 * HR licence numbers) and a few real business areas (商圈) per district, `|`-separated.
 */
export const CITY_GEO: Record<CityCode, { lng: number; lat: number; adcode: string }> = {
  beijing: { lng: 116.4, lat: 39.9, adcode: '110100' },
  shanghai: { lng: 121.47, lat: 31.23, adcode: '310100' },
  guangzhou: { lng: 113.26, lat: 23.13, adcode: '440100' },
  shenzhen: { lng: 114.06, lat: 22.54, adcode: '440300' },
  hangzhou: { lng: 120.16, lat: 30.27, adcode: '330100' },
  chengdu: { lng: 104.07, lat: 30.57, adcode: '510100' },
  wuhan: { lng: 114.31, lat: 30.59, adcode: '420100' },
  nanjing: { lng: 118.8, lat: 32.06, adcode: '320100' },
  xian: { lng: 108.94, lat: 34.34, adcode: '610100' },
  chongqing: { lng: 106.55, lat: 29.56, adcode: '500100' },
  tianjin: { lng: 117.2, lat: 39.08, adcode: '120100' },
  suzhou: { lng: 120.59, lat: 31.3, adcode: '320500' },
  changsha: { lng: 112.94, lat: 28.23, adcode: '430100' },
  zhengzhou: { lng: 113.63, lat: 34.75, adcode: '410100' },
  qingdao: { lng: 120.38, lat: 36.07, adcode: '370200' },
  xiamen: { lng: 118.09, lat: 24.48, adcode: '350200' },
  hefei: { lng: 117.23, lat: 31.82, adcode: '340100' },
  jinan: { lng: 117.12, lat: 36.65, adcode: '370100' },
  shenyang: { lng: 123.43, lat: 41.81, adcode: '210100' },
  dalian: { lng: 121.61, lat: 38.91, adcode: '210200' },
  fuzhou: { lng: 119.3, lat: 26.08, adcode: '350100' },
  kunming: { lng: 102.83, lat: 24.88, adcode: '530100' },
};

/** How many jobs and companies a city gets, relative to the others. */
export const CITY_WEIGHT: Record<CityCode, number> = {
  beijing: 14, shanghai: 14, shenzhen: 12, guangzhou: 10, hangzhou: 10, chengdu: 7, wuhan: 6, nanjing: 6, suzhou: 5, xian: 5,
  chongqing: 4, tianjin: 4, changsha: 4, zhengzhou: 3, qingdao: 3, xiamen: 3, hefei: 3, jinan: 2, shenyang: 2, dalian: 2, fuzhou: 2, kunming: 2,
};

export const BUSINESS_AREAS: Record<DistrictCode, string> = {
  'beijing-haidian': '中关村|五道口|上地|西二旗', 'beijing-chaoyang': '望京|国贸|三里屯|酒仙桥', 'beijing-dongcheng': '东直门|王府井',
  'beijing-xicheng': '金融街|西单', 'beijing-fengtai': '丽泽|总部基地', 'beijing-changping': '回龙观|未来科学城',
  'beijing-daxing': '亦庄|黄村', 'beijing-tongzhou': '北苑|梨园',
  'shanghai-pudong': '陆家嘴|张江|金桥|世纪公园', 'shanghai-xuhui': '徐家汇|漕河泾|徐汇滨江', 'shanghai-jingan': '南京西路|静安寺|大宁',
  'shanghai-huangpu': '人民广场|外滩|新天地', 'shanghai-changning': '中山公园|虹桥', 'shanghai-yangpu': '五角场|大学路',
  'shanghai-minhang': '莘庄|紫竹|虹桥枢纽', 'shanghai-putuo': '长风|真如',
  'guangzhou-tianhe': '珠江新城|天河北|体育中心|科韵路', 'guangzhou-yuexiu': '北京路|东山口', 'guangzhou-haizhu': '琶洲|客村',
  'guangzhou-panyu': '大学城|万博', 'guangzhou-baiyun': '白云新城|嘉禾', 'guangzhou-huangpu': '科学城|鱼珠', 'guangzhou-liwan': '芳村|上下九',
  'shenzhen-nanshan': '科技园|后海|蛇口|西丽', 'shenzhen-futian': '车公庙|会展中心|华强北', 'shenzhen-luohu': '东门|国贸',
  'shenzhen-baoan': '宝安中心|西乡|福永', 'shenzhen-longgang': '坂田|布吉|大运', 'shenzhen-longhua': '民治|龙华中心', 'shenzhen-guangming': '光明中心|公明',
  'hangzhou-xihu': '文三路|黄龙|西溪', 'hangzhou-binjiang': '江南大道|物联网街|长河', 'hangzhou-yuhang': '未来科技城|仓前|良渚',
  'hangzhou-gongshu': '武林|运河', 'hangzhou-shangcheng': '钱江新城|湖滨', 'hangzhou-xiaoshan': '萧山科技城|钱江世纪城',
  'chengdu-wuhou': '天府软件园|桐梓林', 'chengdu-jinjiang': '春熙路|东大街', 'chengdu-qingyang': '宽窄巷子|光华', 'chengdu-chenghua': '建设路|万年场',
  'chengdu-jinniu': '茶店子|营门口', 'chengdu-shuangliu': '航空港|东升',
  'wuhan-wuchang': '中南路|徐东', 'wuhan-hongshan': '光谷|街道口', 'wuhan-jianghan': '王家墩|武广', 'wuhan-jiangan': '后湖|二七',
  'wuhan-hanyang': '钟家村|四新', 'wuhan-caidian': '蔡甸街|中法生态城',
  'nanjing-xuanwu': '新街口|徐庄', 'nanjing-gulou': '湖南路|山西路', 'nanjing-qinhuai': '夫子庙|白下高新', 'nanjing-jianye': '河西CBD|奥体',
  'nanjing-jiangning': '百家湖|九龙湖', 'nanjing-qixia': '仙林|迈皋桥',
  'xian-yanta': '高新路|小寨|曲江', 'xian-beilin': '南门|钟楼', 'xian-lianhu': '土门|大兴新区', 'xian-weiyang': '经开区|大明宫',
  'xian-changan': '郭杜|韦曲', 'xian-xincheng': '解放路|长乐路',
  'chongqing-yubei': '照母山|两路', 'chongqing-jiangbei': '观音桥|江北嘴', 'chongqing-yuzhong': '解放碑|大坪', 'chongqing-nanan': '南坪|茶园',
  'chongqing-shapingba': '三峡广场|大学城', 'chongqing-jiulongpo': '杨家坪|石桥铺',
  'tianjin-heping': '滨江道|小白楼', 'tianjin-nankai': '鞍山西道|水上公园', 'tianjin-hexi': '友谊路|梅江', 'tianjin-binhai': '于家堡|滨海高新区',
  'tianjin-hedong': '大王庄|十一经路', 'tianjin-xiqing': '杨柳青|大学城',
  'suzhou-gusu': '观前街|石路', 'suzhou-wuzhong': '木渎|郭巷', 'suzhou-xiangcheng': '高铁新城|元和', 'suzhou-huqiu': '狮山|科技城', 'suzhou-wujiang': '松陵|汾湖',
  'changsha-yuelu': '麓谷|梅溪湖', 'changsha-furong': '五一广场|东屯渡', 'changsha-tianxin': '南门口|湘府路', 'changsha-kaifu': '四方坪|月湖', 'changsha-yuhua': '高桥|侯家塘',
  'zhengzhou-jinshui': '花园路|郑东CBD', 'zhengzhou-zhongyuan': '碧沙岗|绿城广场', 'zhengzhou-erqi': '二七广场|大学路',
  'zhengzhou-guancheng': '紫荆山|航海东路', 'zhengzhou-huiji': '花园口|英才街',
  'qingdao-shinan': '香港中路|五四广场', 'qingdao-shibei': '台东|CBD', 'qingdao-laoshan': '石老人|科技城', 'qingdao-licang': '李村|虎山',
  'qingdao-huangdao': '长江路|灵山卫', 'qingdao-chengyang': '正阳路|城阳中心',
  'xiamen-siming': '中山路|观音山|软件园二期', 'xiamen-huli': '五缘湾|湖里创新园', 'xiamen-jimei': '软件园三期|集美学村', 'xiamen-haicang': '海沧湾|马銮湾',
  'xiamen-tongan': '同安城区|环东海域', 'xiamen-xiangan': '翔安新城|大嶝',
  'hefei-shushan': '高新区|大蜀山', 'hefei-baohe': '滨湖新区|包河万达', 'hefei-luyang': '三孝口|双岗', 'hefei-yaohai': '长江东路|瑶海万达',
  'jinan-lixia': '泉城路|汉峪金谷', 'jinan-shizhong': '经七路|万达', 'jinan-huaiyin': '西客站|经十路', 'jinan-tianqiao': '泺口|火车站', 'jinan-licheng': '洪家楼|唐冶',
  'shenyang-heping': '太原街|三好街', 'shenyang-shenhe': '中街|五里河', 'shenyang-huanggu': '北陵|长江街', 'shenyang-tiexi': '兴华街|西部工业区', 'shenyang-hunnan': '浑南新区|奥体中心',
  'dalian-zhongshan': '人民路|青泥洼桥', 'dalian-xigang': '八一路|西岗市场', 'dalian-shahekou': '星海广场|西安路', 'dalian-ganjingzi': '高新园区|软件园', 'dalian-jinzhou': '开发区|金石滩',
  'fuzhou-gulou': '东街口|五四路', 'fuzhou-taijiang': '台江万达|上下杭', 'fuzhou-cangshan': '仓山万达|金山', 'fuzhou-jinan': '王庄|东二环', 'fuzhou-mawei': '马尾新城|快安',
  'kunming-wuhua': '南屏街|莲华', 'kunming-panlong': '北京路|金星', 'kunming-guandu': '世纪城|螺蛳湾', 'kunming-xishan': '滇池路|西坝', 'kunming-chenggong': '呈贡大学城|斗南',
};

export const STREETS = ['科技大道', '创新路', '学院路', '人民路', '建设路', '中山路', '解放路', '和平路', '长江路', '黄河路', '东方路', '世纪大道', '高新路', '软件园路', '滨江大道', '花园路', '新华路', '光明路', '文化路', '金融大街'];
export const BUILDINGS = ['科创中心', '国际广场', '金融中心', '智慧产业园', '大厦', '创意园', '商务中心', '科技园', '总部基地', '广场'];
