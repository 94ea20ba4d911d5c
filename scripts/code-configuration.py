#!/usr/bin/env python3
"""Writes Sources/NIMLint/NIMKit/CodeConfigurationData.swift: the defaults each code-configuration release of NIMKit
(2.1.0 on) applies in NIMKitConfig.m and NIMKitSetting.m, as data, from the folders beside the repository
(../shared/nimkit-config, one per distinct set of those files, with the tags sharing them in TAGS.txt).

    scripts/code-configuration.py [CONFIG_FOLDER] [OUTPUT]

CodeConfigurationTests runs it again at test time and holds the data to its output; MigrateRunTests holds it to what
the releases' own code sets when it runs.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIG = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(ROOT), "shared", "nimkit-config")
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Sources", "NIMLint", "NIMKit", "CodeConfigurationData.swift")

GLOBALS = {
    "messageInterval": "number", "messageLimit": "integer", "recordMaxDuration": "number", "placeholder": "text",
    "inputMaxLength": "integer", "cellBackgroundColor": "color",
}
# Set by applyDefaultSettings with no plist counterpart, or by the replied setting only: not carried.
IGNORED = {"nickFont", "nickColor", "receiptFont", "receiptColor", "avatarType", "leftBubbleSettings",
           "rightBubbleSettings", "replyedTextColor", "replyedFont"}


def version_key(name):
    return tuple(int(part) for part in name.split("."))


def method(text, name):
    match = re.search(r"- \(void\)" + name + r"\s*\{(.*?)\n\}", text, re.S)
    if not match:
        sys.exit(f"no {name}")
    return match.group(1)


def insets(text):
    if text.strip() == "UIEdgeInsetsZero":
        return "0,0,0,0"
    match = re.fullmatch(r'UIEdgeInsetsFromString\(@"\{([-\d., ]+)\}"\)', text.strip())
    if not match:
        sys.exit(f"insets? {text}")
    return ",".join(part.strip() for part in match.group(1).split(","))


def color(text):
    match = re.fullmatch(r"NIMKit_UIColorFromRGB\((0x[0-9A-Fa-f]{6})\)", text.strip())
    if not match:
        sys.exit(f"color? {text}")
    return match.group(1).upper().replace("0X", "0x")


def font(text):
    match = re.fullmatch(r"\[UIFont systemFontOfSize:([\d.]+)f?\]", text.strip())
    if not match:
        sys.exit(f"font? {text}")
    return format(float(match.group(1)), "g")


def sided(text, reader):
    """`_isRight? A : B` as (left, right), or one value for both sides."""
    match = re.fullmatch(r"_isRight\s*\?\s*(.+?)\s*:\s*(.+)", text.strip())
    if match:
        return reader(match.group(2)), reader(match.group(1))
    value = reader(text)
    return value, value


def image(text):
    match = re.search(r'\[\[UIImage nim_imageInKit:@"([^"]+)"\] resizableImageWithCapInsets:(UIEdgeInsetsFromString\(@"[^"]+"\)) '
                      r'resizingMode:UIImageResizingModeStretch\]', text)
    if not match:
        sys.exit(f"image? {text}")
    return match.group(1), insets(match.group(2))


def default_images(setting_m):
    """NIMKitSetting's init: the bubble images of either side."""
    right, left = re.search(r"if \(isRight\)(.*?)\belse\b(.*?)\breturn self", setting_m, re.S).groups()
    out = {}
    for side, body in (("left", left), ("right", right)):
        normal = re.search(r"_normalBackgroundImage\s*=\s*(.+?);", body).group(1)
        highlighted = re.search(r"_highLightBackgroundImage\s*=\s*(.+?);", body).group(1)
        out[side] = (image(normal), image(highlighted))
    return out


def setting(body, name, images):
    init = re.search(r"_" + name + r" = \[\[NIMKitSetting alloc\] (init:_isRight|init)\];", body)
    if not init:
        sys.exit(f"no init of {name}")
    values = {"insets": ("0,0,0,0", "0,0,0,0"), "color": (None, None), "font": (None, None), "avatar": ("false", "false"),
              "normal": (None, None), "highlighted": (None, None)}
    if init.group(1) == "init:_isRight":
        values["normal"] = (images["left"][0], images["right"][0])
        values["highlighted"] = (images["left"][1], images["right"][1])
    local_images = {}
    for variable, value in re.findall(r"UIImage \*(\w+) = (.+?);", body):
        local_images[variable] = image(value)
    for prop, value in re.findall(r"_" + name + r"\.(\w+)\s*=\s*(.+?);", body):
        if prop in IGNORED:
            continue
        if prop == "contentInsets":
            values["insets"] = sided(value, insets)
        elif prop == "textColor":
            values["color"] = sided(value, color)
        elif prop == "font":
            values["font"] = sided(value, font)
        elif prop == "showAvatar":
            values["avatar"] = sided(value, lambda v: {"YES": "true", "NO": "false"}[v.strip()])
        elif prop in ("normalBackgroundImage", "highLightBackgroundImage"):
            key = "normal" if prop == "normalBackgroundImage" else "highlighted"
            values[key] = sided(value, lambda v: local_images[v.strip()])
        else:
            sys.exit(f"unknown property {prop} of {name}")
    return values


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_insets(text):
    top, left, bottom, right = (format(float(part), "g") for part in text.split(","))
    return f"EdgeInsets(top: {top}, left: {left}, bottom: {bottom}, right: {right})"


def swift_image(value):
    return "nil" if value is None else f"CodeImage({swift_string(value[0])}, {swift_insets(value[1])})"


def era(folder):
    with open(os.path.join(folder, "NIMKitConfig.m"), encoding="utf-8") as handle:
        config_m = handle.read()
    with open(os.path.join(folder, "NIMKitSetting.m"), encoding="utf-8") as handle:
        setting_m = handle.read()
    with open(os.path.join(folder, "TAGS.txt"), encoding="utf-8") as handle:
        tags = handle.readline().split(":", 1)[1].split()
    lines = [f"        CodeConfigurationEra(", f"            folder: {swift_string(os.path.basename(folder))},",
             f"            tags: [{', '.join(swift_string(tag) for tag in tags)}],", "            globals: ["]
    for prop, value in re.findall(r"\n\s*_(\w+)\s*=\s*(.+?);", method(config_m, "applyDefaultSettings")):
        if prop in IGNORED:
            continue
        kind = GLOBALS.get(prop) or sys.exit(f"unknown global {prop}")
        if kind == "text":
            match = re.fullmatch(r'@"([^"]*)"(\.nim_localized)?', value.strip())
            lines.append(f"                CodeGlobal({swift_string(prop)}, .text({swift_string(match.group(1))})),")
        elif kind == "color":
            lines.append(f"                CodeGlobal({swift_string(prop)}, .color({color(value)})),")
        elif kind == "integer":
            lines.append(f"                CodeGlobal({swift_string(prop)}, .integer({int(value.strip())})),")
        else:
            lines.append(f"                CodeGlobal({swift_string(prop)}, .number({format(float(value.strip().rstrip('f')), 'g')})),")
    lines.append("            ],")
    lines.append("            settings: [")
    images = default_images(setting_m)
    for name in re.findall(r"\[self applyDefault(\w+)Settings\];", method(config_m, "applyDefaultSettings") + method(
            config_m[config_m.index("@implementation NIMKitSettings"):], "applyDefaultSettings")):
        prop = name[0].lower() + name[1:] + "Setting"
        values = setting(method(config_m, f"applyDefault{name}Settings"), prop, images)
        sides = []
        for index in (0, 1):
            font_size = values["font"][index]
            sides.append(
                f"CodeSettingDefaults(contentInsets: {swift_insets(values['insets'][index])}, "
                f"textColor: {values['color'][index] or 'nil'}, fontSize: {font_size or 'nil'}, "
                f"showsAvatar: {values['avatar'][index]}, normalImage: {swift_image(values['normal'][index])}, "
                f"highlightedImage: {swift_image(values['highlighted'][index])})")
        lines.append(f"                CodeSetting({swift_string(prop)}, Sides(")
        lines.append(f"                    incoming: {sides[0]},")
        lines.append(f"                    outgoing: {sides[1]})),")
    lines.append("            ]),")
    return lines


def main():
    folders = sorted((name for name in os.listdir(CONFIG) if name[0].isdigit()), key=version_key)
    # The layout is this script's: swift-format leaves the file as written.
    lines = ["// swift-format-ignore-file",
             "// Generated by scripts/code-configuration.py from each release's own NIMKitConfig.m and NIMKitSetting.m;",
             "// do not edit by hand.", "", "extension CodeConfigurationEra {", "    static let all: [CodeConfigurationEra] = ["]
    for folder in folders:
        lines += era(os.path.join(CONFIG, folder))
    lines += ["    ]", "}", ""]
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))


if __name__ == "__main__":
    main()
