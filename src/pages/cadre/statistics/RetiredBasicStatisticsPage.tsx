/** /retiredCadres/basicStatistics (基础统计). */
import { BasicStatistics } from './BasicStatistics.tsx';

export default function RetiredBasicStatisticsPage() {
  return <BasicStatistics path="/retiredCadres/basicStatistics" />;
}
