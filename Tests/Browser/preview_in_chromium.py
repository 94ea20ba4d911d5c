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
# The quick start: the same folder without --assets, every bubble a stand-in.
quick_start = os.path.join(artifacts, "quick-start.html")
subprocess.run([nimlint, "preview", settings, "--output", quick_start], check=True)

# The settings each type's content view in NIMKit reads (NIMSession*ContentView and NIM*ContentConfig, the same in
# 1.0.0-2.0.0): a notification's view fits its bubble image around its label (8 points out to the sides, 4 above
# and below) whatever the insets; image and video views draw no text; the file view's labels take the font only.
READS = {
    "Text": {"insets", "color", "font"}, "Robot": {"insets", "color", "font"},
    "Netcall_Notification": {"insets", "color", "font"}, "Audio": {"insets", "color", "font"},
    "Location": {"insets", "color", "font"}, "Unsupport": {"insets", "color", "font"},
    "File": {"insets", "font"}, "Image": {"insets"}, "Video": {"insets"},
    "Tip": {"color", "font"}, "Team_Notification": {"color", "font"}, "Chatroom_Notification": {"color", "font"},
}
# The stand-in bubbles' fills, as the page's head describes them: light incoming, blue outgoing, grey behind
# tips and notifications.
STAND_IN = {"incoming": (255, 255, 255), "outgoing": (0x3D, 0x8E, 0xF5), "centred": (0xAA, 0xB0, 0xB9)}

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
            reads = READS[name]
            top, left, bottom, right = insets(entry["Content_Insets"][side]) if "insets" in reads else (4, 8, 4, 8)
            for edge, value in (("top", top), ("left", left), ("bottom", bottom), ("right", right)):
                expect(f"{row} padding-{edge}", style(bubble, f"padding-{edge}"), px(value))
            labels = bubble.find_elements(By.CSS_SELECTOR, ".label")
            expect(f"{row} draws text", len(labels) > 0, bool(reads & {"color", "font"}))
            for label in labels:
                if "color" in reads and "Content_Color" in entry:
                    expect(f"{row} color", style(label, "color"), rgb(entry["Content_Color"][side]))
                if "font" in reads and "Content_Font_Size" in entry:
                    expect(f"{row} font size", style(label, "font-size"), px(entry["Content_Font_Size"]))
            expect(f"{row} font size drawn", len(bubble.find_elements(By.CSS_SELECTOR, "[data-font-size]")) > 0, "font" in reads)
            heading = driver.find_element(By.CSS_SELECTOR, f"#type-{name} h2").text
            expect(f"{name} font size listed", " font " in heading, "font" in reads)
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


def decode_png(data):
    """The pixels of an 8-bit RGB or RGBA PNG without interlacing (what Chromium writes), as rows of (r, g, b)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, compressed = 8, b""
    while position < len(data):
        length, = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color_type in (2, 6) and interlace == 0, (depth, color_type, interlace)
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    channels = 4 if color_type == 6 else 3
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                nearest = min((abs(p - a), 0, a), (abs(p - b), 1, b), (abs(p - c), 2, c))[2]
                line[x] = (line[x] + nearest) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return rows


def near(color, expected, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(color, expected))


def hex_rgb(text):
    value = int(text[1:], 16)
    return (value >> 16 & 255, value >> 8 & 255, value & 255)


def check_quick_start():
    """The quick start's page as a screenshot: the colors the settings give, sampled from the pixels drawn."""
    driver.set_window_size(480, 900)
    driver.get("file://" + os.path.abspath(quick_start))
    check_no_fetch()
    # A viewport as tall as the page, at one device pixel per CSS pixel, whatever the screen: the window alone
    # cannot be made taller than the screen. Scroll bars are hidden first: with one the page is narrower, so long
    # lines (the folder's path, as long as the checkout's) wrap more and the page it measures is not the one drawn.
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 480, "height": height, "deviceScaleFactor": 1, "mobile": False})
    inner = driver.execute_script("return [innerHeight, document.documentElement.scrollHeight, devicePixelRatio]")
    expect("the whole page in the viewport, one pixel per CSS pixel", inner, [height, height, 1])
    shot = driver.get_screenshot_as_png()
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    with open(os.path.join(artifacts, "quick-start.png"), "wb") as file:
        file.write(shot)
    pixels = decode_png(shot)

    def pixel(x, y):
        return pixels[int(y)][int(x)]

    expect("the stand-ins are said once, at the top", len(driver.find_elements(By.CSS_SELECTOR, "header .stand-ins")), 1)
    expect("no note on any row", [note.text for note in driver.find_elements(By.CSS_SELECTOR, "#chat .note")], [])
    expect("no dashed outline", driver.find_elements(By.CSS_SELECTOR, ".bubble.outlined"), [])
    chat = rect(driver.find_element(By.ID, "chat"))
    row = rect(driver.find_element(By.ID, "Text-incoming"))
    expect("row background, sampled", pixel(chat["right"] - 4, row["top"] + row["height"] / 2),
           hex_rgb(global_settings["Row_Background_Color"]))
    for name, entry in bubble_settings.items():
        reads = READS[name]
        for side, direction in (("Left", "incoming"), ("Right", "outgoing")):
            row_id = f"{name}-{direction}"
            element = driver.find_element(By.ID, f"{row_id}-bubble")
            box = rect(element)
            centred = name in ("Tip", "Team_Notification", "Chatroom_Notification")
            fill = pixel(box["left"] + box["width"] / 2, box["top"] + 1)
            expect(f"{row_id} stand-in fill, sampled", fill, STAND_IN["centred" if centred else direction])
            if "color" not in reads or name == "Location":
                continue
            expected = hex_rgb(entry["Content_Color"][side])
            expect(f"{row_id} text {expected} stands out from its bubble {fill}", near(fill, expected, 40), False)
            # The text's color: of the pixels in its label, the one farthest from the bubble's fill is a glyph's core.
            for label in element.find_elements(By.CSS_SELECTOR, ".label"):
                area = rect(label)
                inside = [pixel(x, y) for y in range(int(area["top"]) + 1, int(area["bottom"]) - 1)
                          for x in range(int(area["left"]) + 1, int(area["right"]) - 1)]
                farthest = max(inside, key=lambda color: sum((a - b) ** 2 for a, b in zip(color, fill)))
                what = f"{row_id} text color, sampled: {farthest}, expected {expected}"
                expect(what, near(farthest, expected, 8), True)
    # A setting a type's view does not read is not drawn: an image or video message has no text at all.
    for name in ("Image", "Video"):
        expect(f"{name} draws no text", driver.find_elements(By.CSS_SELECTOR, f"#type-{name} .label"), [])


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
    check_quick_start()
    check_fixture()
finally:
    driver.quit()

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{checks} checks passed")
