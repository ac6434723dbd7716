import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {checkImageUrl} from './_components/imageUrl';
import styles from './hack_display_image.module.scss';

type View =
  | {kind: 'checking'}
  | {kind: 'shown'; requested: string; src: string; failed: boolean}
  | {kind: 'refused'; requested: string | null; reason: string};

/**
 * /hack_display_image?image=/img/x.png : shows one image served by this site.
 * The server renders a neutral "checking" state; the check runs in the
 * browser, where the page's origin and query string are known.
 */
export default function HackDisplayImage(): ReactNode {
  const location = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [view, setView] = useState<View>({kind: 'checking'});

  useEffect(() => {
    const requested = new URLSearchParams(location.search).get('image');
    const result = checkImageUrl(requested, {origin: window.location.origin, baseUrl: siteConfig.baseUrl});
    setView(
      result.ok
        ? {kind: 'shown', requested: requested ?? '', src: result.src, failed: false}
        : {kind: 'refused', requested, reason: result.reason},
    );
  }, [location.search, siteConfig.baseUrl]);

  return (
    <Layout
      title="Display an image"
      description="A utility page that shows one image served by the DataHub documentation site.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Display an image</Heading>
        <p className={styles.intro}>
          This page shows one image from this site, named in the address: for example{' '}
          <code>?image=/img/datahub-social-card.png</code>. Only png, jpg, jpeg, gif, svg and webp files served by this
          site are shown.
        </p>

        <div aria-live="polite" className={styles.result} data-state={view.kind}>
          {view.kind === 'checking' && <p>Checking the image address…</p>}

          {view.kind === 'refused' && (
            <div className={styles.refused}>
              <Heading as="h2" className={styles.resultTitle}>
                This image was not shown
              </Heading>
              {view.requested !== null && view.requested.trim() !== '' && (
                <p>
                  Requested: <code className={styles.requested}>{view.requested}</code>
                </p>
              )}
              <p>{view.reason}</p>
            </div>
          )}

          {view.kind === 'shown' && (
            <figure className={styles.figure}>
              {view.failed ? (
                <p className={styles.refused}>
                  The address is allowed, but no image could be loaded from it. Check that the file exists.
                </p>
              ) : (
                <img
                  src={view.src}
                  alt={`Image from this site: ${view.src}`}
                  className={styles.image}
                  onError={() =>
                    setView((current) => (current.kind === 'shown' ? {...current, failed: true} : current))
                  }
                />
              )}
              <figcaption>
                <code className={styles.requested}>{view.src}</code>
              </figcaption>
            </figure>
          )}
        </div>

        <p className={styles.back}>
          <Link to="/">Back to the home page</Link>
        </p>
      </main>
    </Layout>
  );
}
