import { apiCall } from '@/lib/api-client';

/** A fresh proof-of-work challenge (single use, expires in minutes). */
export const getHumanChallenge = () => apiCall('humanChallenge');
