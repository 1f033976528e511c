#!/usr/bin/env bash
# Tools some tests read our files with (readers we did not write): poppler's pdftoppm and pdftotext
# turn PDFs into pixels and text, zbar's zbarimg decodes their QR codes. Installed when missing, so
# those tests run on every machine instead of skipping.
set -euo pipefail
if command -v pdftoppm >/dev/null && command -v zbarimg >/dev/null; then exit 0; fi
if [ "$(id -u)" != 0 ]; then SUDO=sudo; else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends poppler-utils zbar-tools
