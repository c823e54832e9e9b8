/**
 * /retiredVeteranCadres/statisticalAnalysis (统计分析): the folder of five statistics pages, which the
 * breadcrumb links to; it shows their overview (the basic statistics, without an export of its own).
 */
import { BasicStatistics } from './BasicStatistics.tsx';

export default function StatisticalAnalysisOverviewPage() {
  return <BasicStatistics path="/retiredVeteranCadres/statisticalAnalysis" />;
}
