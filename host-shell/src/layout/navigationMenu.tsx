import { Button, Flex, Menu, Tooltip } from 'antd';
import { useAtom } from 'jotai';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { t, type TextKey } from '../text';
import { toggleFavourite, withFavouritesFirst } from './navigationFavourites';
import { browserState } from '../app/browserState';

/**
 * The left navigation's menu: favourites first, each item with its favourite toggle (ADR 0072). The favourites are the
 * browser state's atom (ADR 0259): a remote changing them shows here at once.
 */
export function NavigationMenu({
  items,
  selected,
  principalId,
  navigate,
}: {
  items: ReadonlyArray<{ path: string; label: TextKey }>;
  selected: string[];
  principalId: string;
  navigate: (to: string) => void;
}) {
  const [favourites, setFavourites] = useAtom(browserState.atoms.favourites(principalId), { store: browserState.store });
  const ordered = withFavouritesFirst(items, favourites);
  return (
    <Menu
      mode="inline"
      selectedKeys={selected}
      items={ordered.map((item) => {
        const label = t(item.label);
        const toggleLabel = t(item.favourite ? 'shell.nav.favourites.remove' : 'shell.nav.favourites.add', { label });
        return {
          key: item.path,
          label: (
            <Flex align="center" justify="space-between" gap={4}>
              <a
                href={item.path}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(item.path);
                }}
                style={{ flex: 1 }}
              >
                {label}
              </a>
              <Tooltip title={toggleLabel}>
                <Button
                  type="text"
                  size="small"
                  aria-label={toggleLabel}
                  aria-pressed={item.favourite}
                  data-favourite={item.favourite}
                  icon={item.favourite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                  onClick={(e) => {
                    e.stopPropagation();
                    setFavourites((list) => toggleFavourite(list, item.path));
                  }}
                />
              </Tooltip>
            </Flex>
          ),
        };
      })}
    />
  );
}
