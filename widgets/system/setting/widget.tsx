import { logout } from '../../../src/api/customer';
import { askConfirm } from '../../../src/core/feedback/confirm';
import { defineWidget } from '../../../src/core/renderer';
import { endSession, useSession } from '../../../src/core/session';
import { MALL_PATHS } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { SingleFlightButton } from '../../../src/ui/SingleFlightButton';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export type SettingProps = Record<string, never>;

const LINKS = [
  { label: '证照信息', to: MALL_PATHS.certificate },
  { label: '隐私政策', to: MALL_PATHS.privacy },
  { label: '用户协议', to: MALL_PATHS.agreement },
  { label: '帮助中心', to: MALL_PATHS.help },
] as const;

/** The shopper asked to leave: the session ends even if the server could not be told (its failure is already shown). */
async function leave(): Promise<void> {
  try {
    await logout();
  } finally {
    endSession();
  }
}

function Logout() {
  const ask = async () => {
    if (await askConfirm('确定要退出登录吗？')) await leave();
  };
  return (
    <SingleFlightButton className={styles.logout} aria-haspopup="dialog" onTap={ask}>
      退出登录
    </SingleFlightButton>
  );
}

/** /mall/setting (mall-spec §2): certificate info, privacy policy, agreement, help, and logout. */
function Setting() {
  const token = useSession((state) => state.token);
  return (
    <div className={styles.screen}>
      <nav aria-label="设置">
        <ul className={styles.links}>
          {LINKS.map(({ label, to }) => (
            <li key={to}>
              <AppLink className={styles.link} to={to}>
                <span>{label}</span>
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {token ? <Logout /> : null}
    </div>
  );
}

export default defineWidget<SettingProps>({ type: 'system:setting', validate, component: Setting });
