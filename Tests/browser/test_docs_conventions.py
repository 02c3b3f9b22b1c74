"""Pages moved from VitePress or Docusaurus: code-group tabs work from the keyboard (ARIA tabs),
show stacked with their labels without scripts, and a page of containers and tabs has no axe
violations."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import run_stylebook, serve, set_color_scheme
from test_accessibility import axe_violations, describe

PAGE = """---
title: Moved page
---
# Moved page

[[toc]]

## Install {#install}

::: code-group
```sh [npm]
npm install example
```
```sh [pnpm]
pnpm add example
```
```sh [yarn]
yarn add example
```
:::

## Notes

::: tip
A tip with `code`.
:::

::: warning Mind this
A warning with a custom title.
:::

:::danger[Careful]
Docusaurus spelling.
:::

::: details Show the configuration
```js{2} [config.js]
export default {
  title: "Example",
}
```
:::
"""


@pytest.fixture(scope="module")
def moved_site(scratch):
    folder = scratch / "moved"
    (folder / "Content").mkdir(parents=True)
    (folder / "Content" / "index.md").write_text(PAGE)
    output = folder / "out"
    run_stylebook("build", "--content", str(folder / "Content"), "--output", str(output), cwd=folder)
    with serve(output) as url:
        yield url


def tabs(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".code-group [role=tab]")


def panels(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".code-group [role=tabpanel]")


def selected(driver):
    return [tab.get_attribute("aria-selected") == "true" for tab in tabs(driver)]


def test_code_group_tabs_follow_the_aria_pattern(driver, moved_site):
    driver.get(moved_site)
    assert [tab.text for tab in tabs(driver)] == ["npm", "pnpm", "yarn"]
    assert driver.find_element(By.CSS_SELECTOR, ".code-group [role=tablist]").get_attribute("aria-label")
    assert selected(driver) == [True, False, False]
    assert [tab.get_attribute("tabindex") for tab in tabs(driver)] == ["0", "-1", "-1"]
    assert [panel.is_displayed() for panel in panels(driver)] == [True, False, False]
    for tab, panel in zip(tabs(driver), panels(driver)):
        assert tab.get_attribute("aria-controls") == panel.get_attribute("id")
        assert panel.get_attribute("aria-labelledby") == tab.get_attribute("id")
    # The labels above the blocks are replaced by the tabs.
    assert not any(title.is_displayed() for title in driver.find_elements(By.CSS_SELECTOR, ".code-group .code-fence-title"))

    tabs(driver)[0].send_keys(Keys.ARROW_RIGHT)
    assert selected(driver) == [False, True, False]
    assert driver.switch_to.active_element == tabs(driver)[1]
    assert [panel.is_displayed() for panel in panels(driver)] == [False, True, False]
    assert "pnpm add example" in panels(driver)[1].text

    driver.switch_to.active_element.send_keys(Keys.END)
    assert selected(driver) == [False, False, True]
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert selected(driver) == [True, False, False], "ArrowRight on the last tab wraps to the first"
    driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    assert selected(driver) == [False, False, True], "ArrowLeft on the first tab wraps to the last"
    driver.switch_to.active_element.send_keys(Keys.HOME)
    assert selected(driver) == [True, False, False]
    assert [tab.get_attribute("tabindex") for tab in tabs(driver)] == ["0", "-1", "-1"]

    tabs(driver)[1].click()
    assert selected(driver) == [False, True, False]


def test_without_scripts_code_group_blocks_are_stacked_with_labels(driver, moved_site):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(moved_site)
        assert driver.find_elements(By.CSS_SELECTOR, "[role=tablist]") == []
        titles = driver.find_elements(By.CSS_SELECTOR, ".code-group .code-fence-title")
        assert [title.text for title in titles] == ["npm", "pnpm", "yarn"]
        blocks = driver.find_elements(By.CSS_SELECTOR, ".code-group pre")
        assert len(blocks) == 3 and all(block.is_displayed() for block in blocks)
        tops = [block.location["y"] for block in blocks]
        assert tops == sorted(tops) and len(set(tops)) == 3
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_containers_render_as_callouts_and_details(driver, moved_site):
    driver.get(moved_site)
    titles = [el.text for el in driver.find_elements(By.CSS_SELECTOR, ".markdown-alert-title")]
    assert titles == ["Tip", "Mind this", "Careful"]
    summary = driver.find_element(By.CSS_SELECTOR, ".markdown-details > summary")
    assert summary.text == "Show the configuration"
    assert not driver.find_element(By.CSS_SELECTOR, ".markdown-details .code-line-highlighted").is_displayed()
    summary.click()
    marked = driver.find_element(By.CSS_SELECTOR, ".markdown-details .code-line-highlighted")
    assert marked.is_displayed() and 'title: "Example",' in marked.text
    toc = [a.get_attribute("href").split("#")[1] for a in driver.find_elements(By.CSS_SELECTOR, ".table-of-contents a")]
    assert toc == ["install", "notes"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_page_with_containers_and_tabs_has_no_axe_violations(driver, moved_site, scheme):
    set_color_scheme(driver, scheme)
    driver.set_script_timeout(60)
    try:
        driver.get(moved_site)
        driver.find_element(By.CSS_SELECTOR, ".markdown-details > summary").click()
        violations = axe_violations(driver)
    finally:
        set_color_scheme(driver, "light")
    assert not violations, describe(violations)
