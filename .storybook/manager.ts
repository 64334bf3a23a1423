/** The workbench's own manager addons: the translators' 'Textos' panel. */
import './addons/textos/manager';
