#!/usr/bin/env python3
"""Writes the SVG sources of the judge's check-gesture images.

The images share a few drawn parts (a head on shoulders, motion arrows, a
fist with the thumb up, badges), so they are composed here from one set of
parts and one palette; `tools/render_gestures.sh` runs this script and then
renders every SVG to a 512x512 PNG. Edit the parts or the palette here, not
the generated SVG files.

Colour scheme (also explained in assets/CREDITS.md):
- the person and the hand are warm white on a dark slate tile;
- motion is always sky blue (the arrows and ghost outlines of a nod or a shake);
- team colours are reserved for teams: a red card for "red", a black card
  with a white rim for "black";
- generic answers: green tick for yes / same team, amber cross for no /
  different team (red is never used for "no", it means the red team);
- the sheriff is a gold star (the don's check looks for him).

    python3 tools/gesture_svgs.py [OUT_DIR]   # default assets/gestures/src
"""

import math
import os
import sys

SIZE = 512

BG = "#181c27"
BG_RIM = "#2c3347"
SKIN = "#f4efe6"
INK = "#10131b"
MOTION = "#5cc8ff"
RED = "#e5484d"
BLACK = "#0a0a0a"
YES = "#35c86a"
NO = "#f5a524"
GOLD = "#f5c542"

# Where the person stands in every image (left half), so the judge always
# finds the head movement in the same place.
HEAD_X = 165
HEAD_Y = 235
HEAD_R = 78


def svg(body, title):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
        f'viewBox="0 0 {SIZE} {SIZE}">\n'
        f"  <title>{title}</title>\n"
        f'  <rect x="8" y="8" width="496" height="496" rx="56" fill="{BG}" '
        f'stroke="{BG_RIM}" stroke-width="6"/>\n'
        f"{body}"
        "</svg>\n"
    )


def ghost_head(cx, cy, r):
    """Outline of the head where it swings to: shows the movement."""
    return (
        f'  <circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{MOTION}" stroke-width="{r * 0.08:.1f}" '
        f'stroke-dasharray="{r * 0.22:.1f} {r * 0.14:.1f}" opacity="0.8"/>\n'
    )


def bust(cx, cy, r, eyes=(0, 0), fill=SKIN, line=INK, face=True):
    """A head on shoulders; `eyes` shifts the face to show where it looks;
    without a face it is a plain silhouette."""
    ex, ey = eyes
    sw = r * 0.1
    shoulders_top = cy + r * 1.05
    width = r * 1.45
    bottom = min(cy + r * 2.55, 470)
    out = ["  <g>\n"]
    out.append(
        f'    <path d="M {cx - width:.1f} {bottom:.1f} '
        f"C {cx - width:.1f} {shoulders_top + r * 0.25:.1f} {cx - width * 0.55:.1f} {shoulders_top:.1f} {cx:.1f} {shoulders_top:.1f} "
        f"C {cx + width * 0.55:.1f} {shoulders_top:.1f} {cx + width:.1f} {shoulders_top + r * 0.25:.1f} {cx + width:.1f} {bottom:.1f} Z\" "
        f'fill="{fill}" stroke="{line}" stroke-width="{sw:.1f}" stroke-linejoin="round"/>\n'
    )
    out.append(
        f'    <circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{line}" stroke-width="{sw:.1f}"/>\n'
    )
    if face:
        for side in (-1, 1):
            out.append(
                f'    <ellipse cx="{cx + side * r * 0.36 + ex:.1f}" cy="{cy - r * 0.08 + ey:.1f}" '
                f'rx="{r * 0.11:.1f}" ry="{r * 0.15:.1f}" fill="{INK}"/>\n'
            )
        out.append(
            f'    <path d="M {cx - r * 0.28 + ex:.1f} {cy + r * 0.42 + ey:.1f} '
            f'Q {cx + ex:.1f} {cy + r * 0.47 + ey:.1f} {cx + r * 0.28 + ex:.1f} {cy + r * 0.42 + ey:.1f}" '
            f'fill="none" stroke="{INK}" stroke-width="{r * 0.09:.1f}" stroke-linecap="round"/>\n'
        )
    out.append("  </g>\n")
    return "".join(out)


def arrow_head(x, y, dx, dy, size, colour):
    """A filled triangle at (x, y) pointing along (dx, dy)."""
    n = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / n, dy / n
    px, py = -uy, ux
    bx, by = x - ux * size, y - uy * size
    return (
        f'  <path d="M {x + ux * size * 0.35:.1f} {y + uy * size * 0.35:.1f} '
        f"L {bx + px * size * 0.75:.1f} {by + py * size * 0.75:.1f} "
        f'L {bx - px * size * 0.75:.1f} {by - py * size * 0.75:.1f} Z" fill="{colour}" '
        f'stroke="{colour}" stroke-width="6" stroke-linejoin="round"/>\n'
    )


def curved_double_arrow(x0, y0, qx, qy, x1, y1, colour=MOTION, width=16, head=30):
    """A quadratic curve with an arrow head at both ends."""
    body = (
        f'  <path d="M {x0} {y0} Q {qx} {qy} {x1} {y1}" fill="none" stroke="{colour}" '
        f'stroke-width="{width}" stroke-linecap="round"/>\n'
    )
    return body + arrow_head(x0, y0, x0 - qx, y0 - qy, head, colour) + arrow_head(x1, y1, x1 - qx, y1 - qy, head, colour)


def shake():
    """Head shake: ghost heads to the left and right, eyes turned, and a
    wide double arrow over the head."""
    off = 46
    return (
        ghost_head(HEAD_X - off, HEAD_Y, HEAD_R)
        + ghost_head(HEAD_X + off, HEAD_Y, HEAD_R)
        + bust(HEAD_X, HEAD_Y, HEAD_R)
        + curved_double_arrow(HEAD_X - 118, HEAD_Y - 92, HEAD_X, HEAD_Y - 150, HEAD_X + 118, HEAD_Y - 92)
    )


def nod():
    """Nod: ghost heads above and below, and a tall double arrow beside
    the face."""
    off = 40
    return (
        ghost_head(HEAD_X, HEAD_Y - off, HEAD_R)
        + bust(HEAD_X, HEAD_Y, HEAD_R, eyes=(0, 6))
        # The lower swing is drawn over the shoulders but never over the face.
        + '  <mask id="face-out"><rect width="512" height="512" fill="white"/>'
        + f'<circle cx="{HEAD_X}" cy="{HEAD_Y}" r="{HEAD_R * 1.05:.1f}" fill="black"/></mask>\n'
        + '  <g mask="url(#face-out)">\n'
        + ghost_head(HEAD_X, HEAD_Y + off, HEAD_R)
        + "  </g>\n"
        + curved_double_arrow(HEAD_X - 112, HEAD_Y - 92, HEAD_X - 150, HEAD_Y, HEAD_X - 112, HEAD_Y + 92)
    )


def fist(x, y, scale, down=False, cuff=MOTION, cuff_rim=INK):
    """A fist seen from the side with the thumb up (or, flipped, down).

    Local drawing box is 200 x 260 with the thumb tip at the top; (x, y) is
    where the top-left of that box goes."""
    flip = f" translate(0 260) scale(1 -1)" if down else ""
    sw = 9
    parts = [f'  <g transform="translate({x} {y}) scale({scale}){flip}" stroke-linejoin="round">\n']
    # Sleeve cuff.
    parts.append(
        f'    <rect x="0" y="122" width="46" height="136" rx="10" fill="{cuff}" stroke="{cuff_rim}" stroke-width="{sw}"/>\n'
    )
    # Back of the hand joining cuff, thumb and fingers.
    parts.append(
        f'    <path d="M 42 128 L 78 112 L 150 112 L 150 252 L 42 252 Z" fill="{SKIN}" stroke="{INK}" stroke-width="{sw}"/>\n'
    )
    # Thumb, leaning slightly forward.
    parts.append(
        f'    <path d="M 56 132 L 56 58 C 56 20 120 20 120 58 L 120 118" fill="{SKIN}" stroke="{INK}" stroke-width="{sw}" '
        f'stroke-linecap="round"/>\n'
    )
    # Four curled fingers, stacked.
    for i in range(4):
        fy = 112 + i * 35.5
        parts.append(
            f'    <rect x="92" y="{fy:.1f}" width="104" height="35.5" rx="17.5" fill="{SKIN}" stroke="{INK}" stroke-width="{sw}"/>\n'
        )
    parts.append("  </g>\n")
    return "".join(parts)


def card(x, y, w, h, fill, rim, rotate=0, emblem=""):
    cx, cy = x + w / 2, y + h / 2
    return (
        f'  <g transform="rotate({rotate} {cx} {cy})">\n'
        f'    <rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{w * 0.12:.1f}" fill="{fill}" '
        f'stroke="{rim}" stroke-width="9"/>\n'
        f"{emblem}"
        "  </g>\n"
    )


def star_path(cx, cy, r_out, r_in, points=5):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / points
        pts.append(f"{cx + r * math.cos(a):.1f} {cy + r * math.sin(a):.1f}")
    return "M " + " L ".join(pts) + " Z"


def sheriff_star(cx, cy, r):
    """A sheriff's badge: a five-point star with a ball on every tip."""
    balls = "".join(
        f'  <circle cx="{cx + r * 0.9 * math.cos(-math.pi / 2 + i * 2 * math.pi / 5):.1f}" '
        f'cy="{cy + r * 0.9 * math.sin(-math.pi / 2 + i * 2 * math.pi / 5):.1f}" r="{r * 0.13:.1f}" '
        f'fill="{GOLD}" stroke="{INK}" stroke-width="{r * 0.07:.1f}"/>\n'
        for i in range(5)
    )
    return (
        f'  <path d="{star_path(cx, cy, r * 0.92, r * 0.5)}" fill="{GOLD}" stroke="{INK}" stroke-width="{r * 0.08:.1f}" '
        f'stroke-linejoin="round"/>\n'
        + balls
        + f'  <circle cx="{cx}" cy="{cy}" r="{r * 0.2:.1f}" fill="none" stroke="{INK}" stroke-width="{r * 0.07:.1f}"/>\n'
    )


def tick_badge(cx, cy, r):
    return (
        f'  <circle cx="{cx}" cy="{cy}" r="{r}" fill="{YES}" stroke="{INK}" stroke-width="{r * 0.08:.1f}"/>\n'
        f'  <path d="M {cx - r * 0.5:.1f} {cy + r * 0.02:.1f} L {cx - r * 0.12:.1f} {cy + r * 0.4:.1f} '
        f'L {cx + r * 0.52:.1f} {cy - r * 0.38:.1f}" fill="none" stroke="{INK}" stroke-width="{r * 0.2:.1f}" '
        f'stroke-linecap="round" stroke-linejoin="round"/>\n'
    )


def cross_badge(cx, cy, r):
    d = r * 0.38
    return (
        f'  <circle cx="{cx}" cy="{cy}" r="{r}" fill="{NO}" stroke="{INK}" stroke-width="{r * 0.08:.1f}"/>\n'
        f'  <path d="M {cx - d:.1f} {cy - d:.1f} L {cx + d:.1f} {cy + d:.1f} M {cx + d:.1f} {cy - d:.1f} '
        f'L {cx - d:.1f} {cy + d:.1f}" stroke="{INK}" stroke-width="{r * 0.2:.1f}" stroke-linecap="round"/>\n'
    )


def no_sign(cx, cy, r):
    """A 'not' ring with a slash, drawn over something."""
    w = r * 0.16
    d = (r - w / 2) * 0.7071
    return (
        f'  <circle cx="{cx}" cy="{cy}" r="{r - w / 2:.1f}" fill="none" stroke="{NO}" stroke-width="{w:.1f}"/>\n'
        f'  <path d="M {cx - d:.1f} {cy - d:.1f} L {cx + d:.1f} {cy + d:.1f}" stroke="{NO}" stroke-width="{w:.1f}"/>\n'
    )


def team_card(colour_fill, rim):
    return card(384, 40, 82, 116, colour_fill, rim, rotate=10)


def equal_sign(cx, cy, colour, crossed):
    w = 26
    half = 44
    body = (
        f'  <path d="M {cx - half} {cy - 26} L {cx + half} {cy - 26} M {cx - half} {cy + 26} L {cx + half} {cy + 26}" '
        f'stroke="{colour}" stroke-width="{w}" stroke-linecap="round"/>\n'
    )
    if crossed:
        body += (
            f'  <path d="M {cx + 28} {cy - 66} L {cx - 28} {cy + 66}" stroke="{colour}" stroke-width="{w}" '
            f'stroke-linecap="round"/>\n'
        )
    return body


def small_bust(cx, cy):
    return bust(cx, cy, 60)


IMAGES = {
    # Sheriff checks a red player: head shake and thumb up (red card).
    "sheriff_red": (
        "Sheriff's check, red: shake the head, thumb up",
        lambda: shake() + fist(300, 205, 0.86, cuff=RED) + team_card(RED, SKIN),
    ),
    # Sheriff checks a black player: nod and thumb down (black card).
    "sheriff_black": (
        "Sheriff's check, black: nod, thumb down",
        lambda: nod() + fist(300, 180, 0.86, down=True, cuff=BLACK, cuff_rim=SKIN) + team_card(BLACK, SKIN),
    ),
    # Don finds the sheriff: nod (gold star).
    "don_yes": (
        "Don's check, the sheriff: nod",
        lambda: nod() + sheriff_star(385, 320, 96),
    ),
    # Don does not find the sheriff: head shake (star struck out).
    "don_no": (
        "Don's check, not the sheriff: shake the head",
        lambda: shake() + sheriff_star(394, 322, 66) + no_sign(394, 320, 96),
    ),
    "yes": (
        "Yes: nod",
        lambda: nod() + tick_badge(390, 330, 84),
    ),
    "no": (
        "No: shake the head",
        lambda: shake() + cross_badge(390, 330, 84),
    ),
    # The judge shows the checked player's role card (stylized detective).
    "role_reveal": (
        "Role reveal: the judge shows the role card",
        lambda: bust(HEAD_X, HEAD_Y, HEAD_R)
        + card(
            300,
            60,
            160,
            230,
            SKIN,
            GOLD,
            rotate=8,
            emblem=bust(380, 150, 34, fill=BG, line=BG, face=False),
        )
        + fist(330, 250, 0.78, cuff=GOLD),
    ),
    # Journalist's comparison: the two seats are on the same team.
    "same_team": (
        "Same team",
        lambda: small_bust(114, 205) + small_bust(398, 205) + equal_sign(256, 250, YES, False),
    ),
    # Journalist's comparison: the two seats are on different teams.
    "different_team": (
        "Different teams",
        lambda: small_bust(114, 205) + small_bust(398, 205) + equal_sign(256, 250, NO, True),
    ),
}


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "assets", "gestures", "src")
    os.makedirs(out, exist_ok=True)
    for name, (title, draw) in IMAGES.items():
        path = os.path.join(out, name + ".svg")
        with open(path, "w", encoding="utf-8") as f:
            f.write(svg(draw(), title))
        print("gesture_svgs:", path)


if __name__ == "__main__":
    main()
