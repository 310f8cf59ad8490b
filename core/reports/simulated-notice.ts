/**
 * How a report says that some of its checks are simulated: the PDF, the scheduled e-mail and the web pages all
 * use this sentence, so a reader never sees simulated positions passed off as real ones. It names no product,
 * since a white-labelled report must not show ours.
 * @example simulatedChecksText(3, 40) // "3 of the 40 checks in this report came from the built-in simulated search engine, ..."
 */
export function simulatedChecksText(simulatedChecks: number, totalChecks: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  let which = `${count(simulatedChecks)} of the ${count(totalChecks)} checks`;
  if (simulatedChecks >= totalChecks) which = totalChecks === 1 ? 'The only check' : `All ${count(totalChecks)} checks`;
  return `${which} in this report came from the built-in simulated search engine, not from a real search engine.`;
}
