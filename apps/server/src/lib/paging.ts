/** The paging fields of a list answer. */
export function pageOf(query: { pageNo: number; pageSize: number }, total: number) {
  return { total, pageNo: query.pageNo, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) };
}
