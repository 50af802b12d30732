/**
 * The blog's index and the frame around an article. The articles (titles, descriptions, text) exist in English
 * only and are shown lang="en"; in another language the index says so. The index's title and description are
 * the seo namespace's.
 */
export default {
  'index.heading': 'Resume advice',
  'index.englishOnly': 'The articles are written in English.',
  'post.back': 'Resume advice',
  'post.notFound': 'Article not found',
  'post.notFoundTitle': 'Article not found | Resumable',
  'post.all': 'See all articles',
  'post.start': 'Start your resume',
  'post.practice': 'Put it into practice',
  'post.pitch': 'Build your resume step by step with a live preview. Free to build and save.',
  'post.build': 'Build my Resume',
} as const;
