/**
 * 2-4 short, concrete SEO recommendations for where a rank stands: not found, top 3, 4-10, 11-30, 31-50, 51-100.
 * They are advice for the result card, so they name actions rather than restate the rank.
 */
export function recommendationsFor(rank: number): string[] {
  if (!(rank > 0)) {
    return [
      'Make sure the page is indexed: search for site:yourdomain and submit a sitemap in Search Console.',
      'Put the exact keyword in the page title, the main heading and the first paragraph.',
      'Write a page dedicated to this keyword that answers the searcher better than the current top results.',
      'Earn a few links from relevant sites so search engines discover and trust the page.',
    ];
  }
  if (rank <= 3) {
    return [
      'Keep the page fresh: review facts and update the content every few months.',
      'Improve the title and meta description to win more clicks from this position.',
      'Watch the competitors just below you and keep earning quality links.',
    ];
  }
  if (rank <= 10) {
    return [
      'Compare your page with the top 3 results and cover the questions they answer that you do not.',
      'Sharpen the title and meta description to lift the click-through rate.',
      'Link to this page from your strongest related pages with descriptive anchor text.',
    ];
  }
  if (rank <= 30) {
    return [
      'Expand the content to match the depth of the first-page results.',
      'Use the keyword and close variations in headings, image alt text and the URL.',
      'Improve page speed and mobile usability; both weigh on close rankings.',
      'Build links from relevant sites in your niche.',
    ];
  }
  if (rank <= 50) {
    return [
      'Check that the page matches the search intent behind the keyword (guide, product, comparison, ...).',
      'Rewrite the title and main heading around the keyword.',
      'Add internal links to the page and earn external links to it.',
    ];
  }
  return [
    'Target a longer, more specific variant of this keyword first, where competition is lower.',
    'Create a page focused on this keyword instead of ranking a general one.',
    'Fix technical issues: crawl errors, slow loading, missing mobile support.',
  ];
}
