/**
 * Zhejiang's administrative divisions (GB/T 2260 codes): the 11 cities with their counties, county-level
 * cities and districts, as the province has them since the 2021 Hangzhou and Wenzhou adjustments.
 */

export interface County {
  code: string;
  name: string;
}

export interface City {
  code: string;
  name: string;
  counties: County[];
}

export const PROVINCE = { code: '330000', name: '浙江省' } as const;

function c(code: string, name: string, list: string): City {
  return {
    code,
    name,
    counties: list.split(' ').map((entry) => {
      const [suffix, countyName] = entry.split(':') as [string, string];
      return { code: code.slice(0, 4) + suffix, name: countyName };
    }),
  };
}

export const CITIES: readonly City[] = [
  c('330100', '杭州市', '02:上城区 05:拱墅区 06:西湖区 08:滨江区 09:萧山区 10:余杭区 11:富阳区 12:临安区 13:临平区 14:钱塘区 22:桐庐县 27:淳安县 82:建德市'),
  c('330200', '宁波市', '03:海曙区 05:江北区 06:北仑区 11:镇海区 12:鄞州区 13:奉化区 25:象山县 26:宁海县 81:余姚市 82:慈溪市'),
  c('330300', '温州市', '02:鹿城区 03:龙湾区 04:瓯海区 05:洞头区 24:永嘉县 26:平阳县 27:苍南县 28:文成县 29:泰顺县 81:瑞安市 82:乐清市 83:龙港市'),
  c('330400', '嘉兴市', '02:南湖区 11:秀洲区 21:嘉善县 24:海盐县 81:海宁市 82:平湖市 83:桐乡市'),
  c('330500', '湖州市', '02:吴兴区 03:南浔区 21:德清县 22:长兴县 23:安吉县'),
  c('330600', '绍兴市', '02:越城区 03:柯桥区 04:上虞区 24:新昌县 81:诸暨市 83:嵊州市'),
  c('330700', '金华市', '02:婺城区 03:金东区 23:武义县 26:浦江县 27:磐安县 81:兰溪市 82:义乌市 83:东阳市 84:永康市'),
  c('330800', '衢州市', '02:柯城区 03:衢江区 22:常山县 24:开化县 25:龙游县 81:江山市'),
  c('330900', '舟山市', '02:定海区 03:普陀区 21:岱山县 22:嵊泗县'),
  c('331000', '台州市', '02:椒江区 03:黄岩区 04:路桥区 22:三门县 23:天台县 24:仙居县 81:温岭市 82:临海市 83:玉环市'),
  c('331100', '丽水市', '02:莲都区 21:青田县 22:缙云县 23:遂昌县 24:松阳县 25:云和县 26:庆元县 27:景宁畲族自治县 81:龙泉市'),
];

/** Shaoxing: spec section 6 shows the abnormal-data item to its users and hides the synchronous child. */
export const SHAOXING_CODE = '330600';
