// JSX typing of the <altcha-widget> custom element (React 19 passes its props as attributes/properties),
// taken from the package itself so it follows the widget's version.
import 'altcha/types/react'
