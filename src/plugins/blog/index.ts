import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import pluginContentBlog, {type BlogContent, type PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl, readOutputHTMLFile} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';

import {feedFiles, feedHeadTags, feedPost, feedTexts, postsForFeeds, type FeedType} from './feeds';
import {refuseFeedsWithHashRouter} from './options';

/**
 * The stock blog plugin (@docusaurus/plugin-content-blog), with the site's
 * own feeds in place of the stock ones (feeds.ts says why): everything else,
 * its routes, pages and data, is the stock plugin's. The options are the
 * stock plugin's, validated by it; `feedOptions` drives these feeds, and the
 * feed options they would drop are refused (options.ts).
 */
export default async function pluginBlog(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  refuseFeedsWithHashRouter(options, context.siteConfig);
  const stock = await pluginContentBlog(context, options);
  const {siteConfig, i18n} = context;
  const {feedOptions, routeBasePath} = options;
  const types: FeedType[] = feedOptions.type ?? [];
  const title = feedOptions.title ?? `${siteConfig.title} Blog`;

  return {
    ...stock,

    injectHtmlTags({content}) {
      if (content.blogPosts.length === 0 || types.length === 0) {
        return {};
      }
      return {headTags: feedHeadTags(types, {baseUrl: siteConfig.baseUrl, routeBasePath, title})};
    },

    async postBuild({content, outDir}) {
      const posts = postsForFeeds(content.blogPosts, feedOptions.limit);
      if (posts.length === 0 || types.length === 0) {
        return;
      }
      const feedDir = path.join(outDir, routeBasePath);
      const absolute = (file: string) =>
        normalizeUrl([siteConfig.url, siteConfig.baseUrl, routeBasePath, file]);
      const feedPosts = await Promise.all(
        posts.map(async (post) =>
          feedPost(
            post,
            await readOutputHTMLFile(
              post.metadata.permalink.replace(siteConfig.baseUrl, ''),
              outDir,
              siteConfig.trailingSlash,
            ).then(String),
            siteConfig,
          ),
        ),
      );
      const texts = feedTexts(
        {
          title,
          description: feedOptions.description ?? `${siteConfig.title} Blog`,
          copyright: feedOptions.copyright,
          language: feedOptions.language ?? i18n.currentLocale,
          blogUrl: applyTrailingSlash(
            normalizeUrl([siteConfig.url, siteConfig.baseUrl, routeBasePath]),
            {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl},
          ),
          ...(siteConfig.favicon
            ? {favicon: normalizeUrl([siteConfig.url, siteConfig.baseUrl, siteConfig.favicon])}
            : {}),
          feedUrls: Object.fromEntries(types.map((type) => [type, absolute(feedFiles[type].file)])),
        },
        feedPosts,
        types,
      );
      await mkdir(feedDir, {recursive: true});
      await Promise.all(
        types.map((type) => writeFile(path.join(feedDir, feedFiles[type].file), texts[type] ?? '')),
      );
    },
  };
}

export {validateOptions} from './options';
