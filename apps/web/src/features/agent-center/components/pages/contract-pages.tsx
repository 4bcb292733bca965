import type { AgentPageProps } from '../../config/menu';
import { ContractKindPage } from '../contracts/contract-kind-page';

/** The spec's four contract pages, one per kind. */
export const DividendPage = ({ token }: AgentPageProps) => <ContractKindPage token={token} kind="dividend" />;
export const DailySalaryPage = ({ token }: AgentPageProps) => <ContractKindPage token={token} kind="daily_salary" />;
export const HourlySalaryPage = ({ token }: AgentPageProps) => <ContractKindPage token={token} kind="hourly_salary" />;
export const RealTimeSalaryPage = ({ token }: AgentPageProps) => <ContractKindPage token={token} kind="real_time_salary" />;
