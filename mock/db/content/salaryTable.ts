/**
 * The Q3 2026 salary table (article a701): one source for the article's table, its CSV attachment and its chart,
 * so the three never disagree. Monthly pay in yuan, the median of the midpoints of open jobs' ranges.
 */
export interface SalaryRow {
  role: string;
  city: string;
  junior: number;
  middle: number;
  senior: number;
  samples: number;
}

export const SALARY_ROWS: readonly SalaryRow[] = [
  { role: 'Java开发工程师', city: '北京', junior: 17500, middle: 25000, senior: 34000, samples: 4120 },
  { role: 'Java开发工程师', city: '上海', junior: 17000, middle: 24500, senior: 33000, samples: 3870 },
  { role: 'Java开发工程师', city: '杭州', junior: 15500, middle: 22000, senior: 30000, samples: 2210 },
  { role: 'Java开发工程师', city: '成都', junior: 11500, middle: 16500, senior: 23000, samples: 1650 },
  { role: '产品经理', city: '北京', junior: 16000, middle: 24000, senior: 35000, samples: 1980 },
  { role: '产品经理', city: '上海', junior: 15500, middle: 23000, senior: 33000, samples: 1760 },
  { role: '产品经理', city: '杭州', junior: 13500, middle: 20000, senior: 28000, samples: 920 },
  { role: '产品经理', city: '成都', junior: 10000, middle: 15000, senior: 21000, samples: 610 },
  { role: '新媒体运营', city: '北京', junior: 9000, middle: 13000, senior: 18000, samples: 2450 },
  { role: '新媒体运营', city: '上海', junior: 9000, middle: 12500, senior: 17500, samples: 2300 },
  { role: '新媒体运营', city: '杭州', junior: 8000, middle: 11000, senior: 15000, samples: 1540 },
  { role: '新媒体运营', city: '成都', junior: 6500, middle: 8500, senior: 12000, samples: 1120 },
  { role: '会计', city: '北京', junior: 8000, middle: 11000, senior: 15500, samples: 1830 },
  { role: '会计', city: '上海', junior: 8000, middle: 11000, senior: 15000, samples: 1790 },
  { role: '会计', city: '杭州', junior: 6500, middle: 9000, senior: 12500, samples: 1010 },
  { role: '会计', city: '成都', junior: 5500, middle: 7500, senior: 10500, samples: 880 },
];
