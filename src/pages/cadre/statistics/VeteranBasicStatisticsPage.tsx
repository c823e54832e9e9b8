/** /retiredVeteranCadres/statisticalAnalysis/basic (基础统计). */
import { BasicStatistics } from './BasicStatistics.tsx';

export default function VeteranBasicStatisticsPage() {
  return <BasicStatistics path="/retiredVeteranCadres/statisticalAnalysis/basic" />;
}
