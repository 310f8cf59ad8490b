/** Performance percentage shown in the SEO snapshot: 0 -> 0; <=3 -> 95; <=10 -> 85; <=30 -> 65; <=50 -> 45; else 25. */
export function performancePercentage(rank: number): number {
  if (!(rank > 0)) return 0;
  if (rank <= 3) return 95;
  if (rank <= 10) return 85;
  if (rank <= 30) return 65;
  if (rank <= 50) return 45;
  return 25;
}
