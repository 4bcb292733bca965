import type { ContractKind } from '@app/contract/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { getDailySalaryPageQueryOptions } from '../api/get-daily-salary-page';
import { getDividendPageQueryOptions } from '../api/get-dividend-page';
import { getHourlySalaryPageQueryOptions } from '../api/get-hourly-salary-page';
import { getRealTimeSalaryPageQueryOptions } from '../api/get-real-time-salary-page';

const optionsOf = {
  dividend: getDividendPageQueryOptions,
  daily_salary: getDailySalaryPageQueryOptions,
  hourly_salary: getHourlySalaryPageQueryOptions,
  real_time_salary: getRealTimeSalaryPageQueryOptions,
} as const satisfies Record<ContractKind, unknown>;

/** The spec's page of one contract kind (its own call per kind), a page of payments at a time. */
export function useContractKindPage(kind: ContractKind, token: string, pageNo: number) {
  return useQuery(optionsOf[kind](token, { pageNo, pageSize: 10 }));
}
