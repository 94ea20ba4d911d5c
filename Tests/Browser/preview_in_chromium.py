"""Loads `nimlint preview` of a settings folder in headless Chromium and checks the computed styles against the
values in the settings files, then keeps a screenshot.

Usage: preview_in_chromium.py NIMLINT SETTINGS_FOLDER ARTIFACT_FOLDER
Exit status 3: selenium is not installed; 4: chromium or chromedriver is not installed.
"""
import os
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import zlib

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError:
    sys.exit(3)

nimlint, settings, artifacts = sys.argv[1:4]
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
driver_path = shutil.which("chromedriver")
if not chromium or not driver_path:
    sys.exit(4)


def png(path, width, height, fill, edge):
    """A bubble image: a rounded rectangle of `fill` with an `edge`-colored border, on transparency."""
    radius = 12
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            dx = max(radius - x, x - (width - 1 - radius), 0)
            dy = max(radius - y, y - (height - 1 - radius), 0)
            distance = (dx * dx + dy * dy) ** 0.5
            if distance > radius:
                row += bytes([0, 0, 0, 0])
            elif distance > radius - 1.5 or (dx == 0 and min(x, width - 1 - x) < 2) or (dy == 0 and min(y, height - 1 - y) < 2):
                row += bytes(edge + (255,))
            else:
                row += bytes(fill + (255,))
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows)))
                   + chunk(b"IEND", b""))


def png_name(name):
    """The file an image name loads: `imageNamed:` adds `.png` to a name without it."""
    return name if name.endswith(".png") else name + ".png"


os.makedirs(artifacts, exist_ok=True)
assets = os.path.join(artifacts, "assets")
os.makedirs(assets, exist_ok=True)
with open(os.path.join(settings, "NIMKitGlobalSetting.plist"), "rb") as file:
    global_settings = plistlib.load(file)
with open(os.path.join(settings, "NIMKitBubbleSetting.plist"), "rb") as file:
    bubble_settings = plistlib.load(file)
# The bubble images, drawn here: the global bubble's as the app's own images, which NIMKit 2.0.0 asks first, and
# the message types' own (the kit's icon_session_time_bg) inside NIMKitResource.bundle, where the kit keeps them.
for side, fill in (("Left", (255, 255, 255)), ("Right", (37, 150, 255))):
    for state in ("Normal", "Highlighted"):
        png(os.path.join(assets, global_settings["Bubble"][side][state]["Name"]), 60, 44, fill, (170, 170, 170))
os.makedirs(os.path.join(assets, "NIMKitResource.bundle"), exist_ok=True)
for name in {state["Name"] for entry in bubble_settings.values() for side in entry.get("Bubble", {}).values()
             for state in side.values()}:
    png(os.path.join(assets, "NIMKitResource.bundle", png_name(name)), 48, 28, (178, 184, 194), (178, 184, 194))

page = os.path.join(artifacts, "preview.html")
subprocess.run([nimlint, "preview", settings, "--assets", assets, "--output", page], check=True)

# A second folder, read by NIMKit 1.1.1 (named in its .nimlint.json, as check finds it): a negative content
# inset, bubble images the app ships (1.1.1 looks only in NIMKitResource.bundle), a Robot entry (read from 1.6.1
# on) and a Row_Background_Color (read from 1.6.1 on) written as #FFF.
fixture = os.path.join(artifacts, "negative-inset")
os.makedirs(fixture, exist_ok=True)
fixture_global = {
    "Message_Interval": 60, "Message_Limit": 20, "Record_Max_Duration": 60, "Placeholder": "Say", "Max_Length": 10,
    "Row_Background_Color": "#FFF",
    "Bubble": {side: {state: {"Name": f"custom_{side.lower()}_{state.lower()}.png", "Insets": "{18,25,17,25}"}
                      for state in ("Normal", "Highlighted")} for side in ("Left", "Right")},
}
fixture_entry = {"Content_Insets": {"Left": "{-4,-6,2,2}", "Right": "{2,2,2,2}"},
         "Content_Color": {"Left": "#000000", "Right": "#FFFFFF"}, "Content_Font_Size": 14, "Show_Avatar": True}
fixture_bubble = {"Text": fixture_entry, "Unsupport": fixture_entry, "Robot": fixture_entry}
with open(os.path.join(fixture, "NIMKitGlobalSetting.plist"), "wb") as file:
    plistlib.dump(fixture_global, file)
with open(os.path.join(fixture, "NIMKitBubbleSetting.plist"), "wb") as file:
    plistlib.dump(fixture_bubble, file)
with open(os.path.join(fixture, ".nimlint.json"), "w") as file:
    file.write('{"nimkit": "1.1.1"}')
fixture_assets = os.path.join(artifacts, "app-assets")
os.makedirs(fixture_assets, exist_ok=True)
for side in fixture_global["Bubble"].values():
    for state in side.values():
        png(os.path.join(fixture_assets, state["Name"]), 60, 44, (255, 255, 255), (170, 170, 170))
fixture_page = os.path.join(artifacts, "negative-inset.html")
subprocess.run([nimlint, "preview", fixture, "--assets", fixture_assets, "--output", fixture_page], check=True)

options = webdriver.ChromeOptions()
options.binary_location = chromium
for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=480,900"):
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
failures = []
checks = 0


def expect(what, actual, expected):
    global checks
    checks += 1
    if actual != expected:
        failures.append(f"{what}: {actual!r}, expected {expected!r}")


def insets(text):
    top, left, bottom, right = (float(part) for part in re.fullmatch(r"\{(.*)\}", text).group(1).split(","))
    return top, left, bottom, right


def four_sides(text):
    """A CSS box value as four sides (top right bottom left): browsers write `18 25 17` when left equals right."""
    fill = text.endswith(" fill")
    parts = text.removesuffix(" fill").split()
    while len(parts) < 4:
        parts.append(parts[{1: 0, 2: 0, 3: 1}[len(parts)]])
    return " ".join(parts) + (" fill" if fill else "")


def px(value):
    return f"{value:g}px"


def rgb(text):
    value = int(text[1:], 16)
    return f"rgb({value >> 16 & 255}, {value >> 8 & 255}, {value & 255})"


def style(element, name):
    return driver.execute_script("return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, name)


def rect(element):
    return driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", element)


def check_time_rows(interval):
    """A time row stands right above each message sent more than Message_Interval seconds after the one before."""
    shown = 0
    for row in driver.find_elements(By.CSS_SELECTOR, ".row[data-gap]"):
        row_id = row.get_attribute("id")
        gap = row.get_attribute("data-gap")
        expected = gap == "first" or float(gap) > interval
        times = driver.find_elements(By.ID, f"{row_id}-time")
        expect(f"{row_id} time row after a gap of {gap} s", len(times), 1 if expected else 0)
        if times:
            shown += 1
            above = driver.execute_script("return arguments[0].previousElementSibling", row)
            expect(f"{row_id} time row directly above", above == times[0], True)
            expect(f"{row_id} time row displayed", times[0].is_displayed() and rect(times[0])["bottom"] <= rect(row)["top"], True)
    rows = len(driver.find_elements(By.CSS_SELECTOR, ".row[data-gap]"))
    expect("some messages with a time row and some without", 1 < shown < rows, True)


def check_no_fetch():
    fetched = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name).filter(n => !n.startsWith('data:'))")
    expect("resources fetched from outside the page", fetched, [])


def check_example():
    driver.get("file://" + os.path.abspath(page))
    check_no_fetch()
    expect("row background", style(driver.find_element(By.ID, "chat"), "background-color"),
           rgb(global_settings["Row_Background_Color"]))
    field = driver.find_element(By.ID, "input")
    expect("placeholder", field.get_attribute("placeholder"), global_settings["Placeholder"])
    expect("max length", field.get_attribute("maxlength"), str(global_settings["Max_Length"]))
    check_time_rows(global_settings["Message_Interval"])
    for side, direction in (("Left", "incoming"), ("Right", "outgoing")):
        default = driver.find_element(By.ID, f"default-{direction}-bubble")
        top, left, bottom, right = insets(global_settings["Bubble"][side]["Normal"]["Insets"])
        expect(f"default {direction} bubble slice", four_sides(style(default, "border-image-slice")), f"{top:g} {right:g} {bottom:g} {left:g} fill")
    for name, entry in bubble_settings.items():
        for side, direction in (("Left", "incoming"), ("Right", "outgoing")):
            row = f"{name}-{direction}"
            bubble = driver.find_element(By.ID, f"{row}-bubble")
            top, left, bottom, right = insets(entry["Content_Insets"][side])
            for edge, value in (("top", top), ("left", left), ("bottom", bottom), ("right", right)):
                expect(f"{row} padding-{edge}", style(bubble, f"padding-{edge}"), px(value))
            content = bubble.find_element(By.CLASS_NAME, "content")
            if "Content_Color" in entry:
                expect(f"{row} color", style(content, "color"), rgb(entry["Content_Color"][side]))
            if "Content_Font_Size" in entry:
                expect(f"{row} font size", style(content, "font-size"), px(entry["Content_Font_Size"]))
            avatar = driver.find_element(By.ID, f"{row}-avatar")
            expect(f"{row} avatar", style(avatar, "visibility"), "visible" if entry["Show_Avatar"] else "hidden")
            expect(f"{row} avatar displayed", avatar.is_displayed(), entry["Show_Avatar"])
            bubble_image = entry.get("Bubble", global_settings["Bubble"])[side]["Normal"]
            top, left, bottom, right = insets(bubble_image["Insets"])
            expect(f"{row} border-image-slice", four_sides(style(bubble, "border-image-slice")), f"{top:g} {right:g} {bottom:g} {left:g} fill")
            expect(f"{row} border-image-width", four_sides(style(bubble, "border-image-width")), f"{px(top)} {px(right)} {px(bottom)} {px(left)}")
            expect(f"{row} border image is embedded", style(bubble, "border-image-source").startswith('url("data:image/png;base64,'), True)
            expect(f"{row} image file", bubble.get_attribute("data-image"), png_name(bubble_image["Name"]))
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(480, height + 100)
    driver.save_screenshot(os.path.join(artifacts, "preview.png"))


def check_fixture():
    driver.set_window_size(480, 900)
    driver.get("file://" + os.path.abspath(fixture_page))
    check_no_fetch()
    expect("release", driver.find_element(By.ID, "release").text, "Read as NIMKit 1.1.1 (.nimlint.json)")
    check_time_rows(fixture_global["Message_Interval"])
    # The negative inset: the content sits past the bubble's edge by the inset, and the bubble is outlined in red.
    bubble = driver.find_element(By.ID, "Text-incoming-bubble")
    content = bubble.find_element(By.CLASS_NAME, "content")
    expect("negative inset marks the bubble", "spills" in bubble.get_attribute("class"), True)
    expect("spilling bubble outline", (style(bubble, "outline-style"), style(bubble, "outline-width"), style(bubble, "outline-color")),
           ("solid", "2px", "rgb(176, 0, 32)"))
    top, left, _, _ = insets(fixture_entry["Content_Insets"]["Left"])
    expect("content spills past the left edge", round(rect(content)["left"] - rect(bubble)["left"], 1), left)
    expect("content spills past the top edge", round(rect(content)["top"] - rect(bubble)["top"], 1), top)
    expect("positive insets do not spill", "spills" in driver.find_element(By.ID, "Text-outgoing-bubble").get_attribute("class"), False)
    # 1.1.1 looks only in NIMKitResource.bundle: the app's images are not drawn, and the page says why.
    default = driver.find_element(By.ID, "default-incoming-bubble")
    expect("app image under 1.1.1", style(default, "border-image-source"), "none")
    notes = " ".join(note.text for note in driver.find_elements(By.CSS_SELECTOR, "#default-incoming .note"))
    expect("app image note", "looks only in NIMKitResource.bundle" in notes, True)
    # Robot is read from 1.6.1 on: listed with a note, not drawn.
    expect("Robot listed as not read", driver.find_element(By.ID, "type-Robot").get_attribute("data-read"), "no")
    expect("Robot not drawn", driver.find_elements(By.ID, "Robot-incoming"), [])
    # Row_Background_Color is read from 1.6.1 on: not drawn; its findings are marked on the chat's background.
    chat = driver.find_element(By.ID, "chat")
    expect("row background 1.1.1 does not read", style(chat, "background-color"), "rgba(0, 0, 0, 0)")
    marked = chat.find_elements(By.CSS_SELECTOR, ":scope > #findings-row-background > li.finding")
    expect("findings marked at the row background", len(marked) > 0, True)
    expect("row background marked", style(chat, "box-shadow") != "none", True)
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(480, height + 100)
    driver.save_screenshot(os.path.join(artifacts, "negative-inset.png"))


try:
    check_example()
    check_fixture()
finally:
    driver.quit()

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{checks} checks passed")
