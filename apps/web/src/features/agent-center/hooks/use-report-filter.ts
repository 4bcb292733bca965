import { useState } from 'react';
import { initialPeriod, periodQuery, type PeriodState } from '../utils/period';

/** A report's period, page and other filters: any filter change goes back to page 1. */
export function useReportFilter<F extends object>(initial: F) {
  const [period, setPeriodState] = useState<PeriodState>(() => initialPeriod());
  const [filters, setFiltersState] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    period,
    setPeriod: (next: PeriodState) => {
      setPeriodState(next);
      setPage(1);
    },
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFiltersState((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    page,
    setPage,
    /** the period and page as the calls take them */
    query: { ...periodQuery(period), pageNo: page, pageSize: 20 },
  };
}
