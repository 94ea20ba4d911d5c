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


os.makedirs(artifacts, exist_ok=True)
assets = os.path.join(artifacts, "assets")
os.makedirs(assets, exist_ok=True)
with open(os.path.join(settings, "NIMKitGlobalSetting.plist"), "rb") as file:
    global_settings = plistlib.load(file)
with open(os.path.join(settings, "NIMKitBubbleSetting.plist"), "rb") as file:
    bubble_settings = plistlib.load(file)
# The global bubble's images, drawn here; a message type's own bubble images stay missing, so both kinds show.
for side, fill in (("Left", (255, 255, 255)), ("Right", (37, 150, 255))):
    for state in ("Normal", "Highlighted"):
        png(os.path.join(assets, global_settings["Bubble"][side][state]["Name"]), 60, 44, fill, (170, 170, 170))

page = os.path.join(artifacts, "preview.html")
subprocess.run([nimlint, "preview", settings, "--assets", assets, "--output", page], check=True)

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


try:
    driver.get("file://" + os.path.abspath(page))
    style = lambda element, name: driver.execute_script(
        "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, name)
    fetched = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name).filter(n => !n.startsWith('data:'))")
    expect("resources fetched from outside the page", fetched, [])
    expect("row background", style(driver.find_element(By.ID, "chat"), "background-color"),
           rgb(global_settings["Row_Background_Color"]))
    field = driver.find_element(By.ID, "input")
    expect("placeholder", field.get_attribute("placeholder"), global_settings["Placeholder"])
    expect("max length", field.get_attribute("maxlength"), str(global_settings["Max_Length"]))
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
            if "Bubble" in entry:
                expect(f"{row} outlined without its image", "outlined" in bubble.get_attribute("class"), True)
                expect(f"{row} no border image", style(bubble, "border-image-source"), "none")
            else:
                top, left, bottom, right = insets(bubble_image["Insets"])
                expect(f"{row} border-image-slice", four_sides(style(bubble, "border-image-slice")), f"{top:g} {right:g} {bottom:g} {left:g} fill")
                expect(f"{row} border-image-width", four_sides(style(bubble, "border-image-width")), f"{px(top)} {px(right)} {px(bottom)} {px(left)}")
                expect(f"{row} border image is embedded", style(bubble, "border-image-source").startswith('url("data:image/png;base64,'), True)
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(480, height + 100)
    driver.save_screenshot(os.path.join(artifacts, "preview.png"))
finally:
    driver.quit()

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{checks} checks passed")
