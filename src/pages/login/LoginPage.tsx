/** The sign-in page: product title and the password form. */
import { translate } from '../../../model/i18n/index.ts';

export function LoginPage() {
  const title = translate('zh-CN', 'product.title');
  return (
    <main className="flex min-h-full items-center justify-center bg-canvas p-6">
      <section aria-labelledby="login-title" className="w-full max-w-sm rounded-lg bg-surface p-8 shadow">
        <h1 id="login-title" className="mb-6 text-center text-xl font-semibold text-ink">
          {title}
        </h1>
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
          <label className="block">
            <span className="mb-1 block text-sm text-muted">用户名</span>
            <input name="username" autoComplete="username" className="w-full rounded border border-line px-3 py-2 focus:border-primary focus:outline-none" />
          </label>
          <label className="block">
            <span className="mb-1 block text-sm text-muted">密码</span>
            <input name="password" type="password" autoComplete="current-password" className="w-full rounded border border-line px-3 py-2 focus:border-primary focus:outline-none" />
          </label>
          <button type="submit" className="w-full rounded bg-primary px-4 py-2 text-primary-foreground hover:opacity-90">
            登录
          </button>
        </form>
        <p className="mt-6 text-center text-xs text-muted">v3.6.0 · © 2018-2025</p>
      </section>
    </main>
  );
}
