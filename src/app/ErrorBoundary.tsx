import { Component, type ComponentChildren } from 'preact';
import { t } from '../i18n';
import { href } from '../nav/router';

/**
 * A screen that throws shows a message and a way home instead of a blank page. Saved data is
 * untouched: every change was committed to IndexedDB before it appeared on screen.
 */
export class ErrorBoundary extends Component<{ children: ComponentChildren; resetKey: string }, { error: Error | null }> {
  override state = { error: null as Error | null };

  override componentDidCatch(error: Error): void {
    this.setState({ error });
  }

  override componentDidUpdate(prev: { resetKey: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section class="panel" role="alert">
        <h1>{t('errors.crashTitle')}</h1>
        <p>{t('errors.crashText')}</p>
        <pre class="small">{this.state.error.message}</pre>
        <a class="button" href={href({ name: 'home' })}>
          {t('nav.home')}
        </a>
      </section>
    );
  }
}
